// A view model on the main actor whose state is a struct of fields, written by helpers it
// calls: `reload()` in a task it drops (`Task { await reload() }`), so its writes (the loading
// flag, the entries, the total) run after the handler returns and no test reads them at once;
// `clearSelection()` at once, so its write is tested as the handler's own. Its XCTest tests are
// `async`: Linux's runner aborts on a main-actor class with synchronous test methods.
public struct LedgerState: Equatable {
  public var isLoading = false
  public var entries: [Int] = []
  public var total = 0
  public var selectedID = ""
  public var isPickerShown = false
}

public enum LedgerAction {
  case appear
  case refresh
  case select(String)
  case clear
  case showPicker
}

@MainActor
public final class LedgerViewModel {
  public var state = LedgerState()

  public init() {}

  public func handleAction(_ action: LedgerAction) {
    switch action {
    case .appear:
      state.isPickerShown = false
      Task { await reload() }
    case .refresh:
      Task {
        await reload()
      }
    case .select(let id):
      state.selectedID = id
    case .clear:
      clearSelection()
    case .showPicker:
      state.isPickerShown = true
    }
  }

  private func reload() async {
    guard !state.isLoading else { return }
    state.isLoading = true
    state.entries = []
    let fetched = await fetchEntries()
    state.entries = fetched
    state.total = fetched.count
    state.isLoading = false
  }

  private func clearSelection() {
    state.selectedID = ""
  }

  private func fetchEntries() async -> [Int] {
    await Task.yield()
    return [3, 5]
  }
}
