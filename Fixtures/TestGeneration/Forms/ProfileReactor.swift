// A ReactorKit reactor whose initializer takes a service of a protocol type (which refines
// another protocol) and a class with defaults. Its tests build it with a stub of the protocol and
// the class, and call `reduce(state:mutation:)`, which never reads the service.
import ReactorKit

public struct Profile: Equatable {
  public var name: String
  public var verified: Bool
}

protocol ProfileLoading: AnyObject {
  func load(id: Int) async throws -> Profile
  var cached: Profile? { get }
}

protocol ProfileServicing: ProfileLoading {
  func save(_ profile: Profile) throws
  var isSyncing: Bool { get set }
  func pendingCount() -> Int
}

final class ProfileAnalytics {
  let prefix: String

  init(prefix: String = "profile") {
    self.prefix = prefix
  }
}

final class ProfileReactor: Reactor {
  enum Action {
    case refresh
  }

  enum Mutation {
    case startLoading
    case finish(Profile)
    case fail
    case restore
  }

  enum State: Equatable {
    case idle
    case loading
    case loaded(Profile)
    case failed
  }

  let initialState: State = .idle
  private let service: ProfileServicing
  private let analytics: ProfileAnalytics

  init(service: ProfileServicing, analytics: ProfileAnalytics) {
    self.service = service
    self.analytics = analytics
  }

  func reduce(state: State, mutation: Mutation) -> State {
    switch (state, mutation) {
    case (.idle, .startLoading): return .loading
    case (.loading, .finish(let profile)): return .loaded(profile)
    case (.loading, .fail): return .failed
    case (.failed, .restore): return .idle
    default: return state
    }
  }
}
