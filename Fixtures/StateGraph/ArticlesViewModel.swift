// SwiftUI view model: `send(_:)` changes a @Published state now and later, inside `Task { }`,
// do/catch and a completion handler.
@MainActor
final class ArticlesViewModel: ObservableObject {
  enum State { case idle, loading, loaded([Article]), failed(Error) }
  enum Action { case appear, refresh, retry }
  @Published private(set) var state: State = .idle

  func send(_ action: Action) {
    switch action {
    case .appear, .refresh:
      state = .loading
      Task {
        do {
          let articles = try await api.articles()
          state = .loaded(articles)
        } catch {
          state = .failed(error)
        }
      }
    case .retry:
      guard case .failed = state else { return }
      api.load { [weak self] result in
        switch result {
        case .success(let items): self?.state = .loaded(items)
        case .failure(let error): self?.state = .failed(error)
        }
      }
    }
  }
}
