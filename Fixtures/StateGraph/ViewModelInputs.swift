import Combine

// View models whose handler's event type is declared in another file (`Input`, `ScreenEvent`),
// and a handler that changes its state through a method handing the state to a closure
// (`update { $0.isLoading = true }`).

final class LibrarySearchViewModel: ObservableObject {
  @Published private(set) var state: SearchState = .idle
  private let service: LibraryService

  init(service: LibraryService) {
    self.service = service
  }

  func trigger(_ input: Input) {
    switch input {
    case .search(let query):
      state = .searching(query)
      Task { await run(query) }
    case .clear:
      state = .idle
    }
  }

  private func run(_ query: String) async {
    do {
      let books = try await service.search(query)
      state = books.isEmpty ? .empty : .results(books)
    } catch {
      state = .failed(error.localizedDescription)
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
