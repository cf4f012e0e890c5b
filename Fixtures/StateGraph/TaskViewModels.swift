// Issue 31: a view model whose handler changes its state in `Task { }` and in helpers that send
// actions back into it; an action sent back is an event of its own, not an edge of the case.
import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
  enum State: Equatable {
    case idle
    case loading
    case loaded(Profile)
    case failed(String)
  }

  enum Action {
    case appear
    case refresh
    case retry
    case loaded(Profile)
    case failed(String)
    case logout
  }

  @Published private(set) var state: State = .idle
  private let service: ProfileService

  init(service: ProfileService) {
    self.service = service
  }

  func send(_ action: Action) {
    switch action {
    case .appear:
      guard state == .idle else { return }
      state = .loading
      Task { await load() }
    case .refresh:
      Task {
        state = .loading
        await load()
      }
    case .retry:
      reload()
    case .loaded(let profile):
      state = .loaded(profile)
    case .failed(let message):
      state = .failed(message)
    case .logout:
      Task {
        try? await service.logout()
        state = .idle
      }
    }
  }

  private func reload() {
    state = .loading
    Task { await load() }
  }

  private func load() async {
    do {
      let profile = try await service.profile()
      send(.loaded(profile))
    } catch {
      send(.failed(error.localizedDescription))
    }
  }
}
