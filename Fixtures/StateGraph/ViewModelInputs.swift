import Combine

// View models that change their state through a local closure handed the next case
// (`show(.empty)` where `show` sets `state = newState`), and through a method handing the state
// to a closure (`update { $0.isLoading = true }`).

final class LibrarySearchViewModel: ObservableObject {
  @Published private(set) var state: SearchState = .idle
  private let service: LibraryService

  init(service: LibraryService) {
    self.service = service
  }

  func send(_ event: SearchEvent) {
    switch event {
    case .search(let query):
      state = .searching(query)
      Task { await run(query) }
    case .clear:
      state = .idle
    }
  }

  private func run(_ query: String) async {
    let show: (SearchState) -> Void = { newState in
      guard !Task.isCancelled else { return }
      self.state = newState
    }
    do {
      let books = try await service.search(query)
      if books.isEmpty {
        show(.empty)
      } else {
        show(.results(books))
      }
    } catch {
      show(.failed(error.localizedDescription))
    }
  }
}

final class AccountViewModel: ObservableObject {
  @Published private(set) var state = AccountState()
  private let api: AccountAPI

  init(api: AccountAPI) {
    self.api = api
  }

  func send(_ event: ScreenEvent) {
    switch event {
    case .appeared:
      update { $0.isLoading = true }
      Task { await load() }
    case .dismissedError:
      update { $0.error = nil }
    }
  }

  private func load() async {
    do {
      let account = try await api.account()
      update {
        $0.isLoading = false
        $0.account = account
      }
    } catch {
      update { draft in
        draft.isLoading = false
        draft.error = error.localizedDescription
      }
    }
  }

  private func update(_ change: (inout AccountState) -> Void) {
    change(&state)
  }
}

final class ThemePicker {
  private(set) var state: ThemeState = .system

  func choose(_ name: String) {
    switch name {
    case "dark": state = .dark
    case "light": state = .light
    default: state = .system
    }
  }
}
