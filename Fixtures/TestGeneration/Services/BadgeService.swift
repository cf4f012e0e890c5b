// A feedback-loop service in the architecture's Combine shape: `init(scheduler:)`, `state`,
// `dispatch(_:)`, an `inout` reducer on its State; `didSignIn` is sent only by a feedback.
import Combine
import CombineFeedbackSystem

final class BadgeService {
  var state: AnyPublisher<State, Never> { system.state }

  private let system: FeedbackSystem<State, Event>
  private let actions = PassthroughSubject<Action, Never>()

  init<S: Scheduler>(scheduler: S) {
    system = FeedbackSystem(
      initial: State.initial,
      scheduler: scheduler,
      reduce: State.reduce,
      feedbacks: [Feedback.just(effects: actions.map(Event.action).eraseToAnyPublisher())]
    )
  }

  func dispatch(_ action: Action) {
    actions.send(action)
  }
}

extension BadgeService {
  enum State: Equatable {
    case signedOut
    case signingIn(user: String)
    case signedIn(token: String)
    case locked
  }

  enum Action {
    case signIn(user: String)
    case signOut
    case lock(attempts: Int)
  }

  enum Event {
    case action(Action)
    case didSignIn(token: String)
  }
}

extension BadgeService.State {
  static let initial: BadgeService.State = .signedOut

  static func reduce(state: inout BadgeService.State, event: BadgeService.Event) {
    switch (state, event) {
    case (.signedOut, .action(.signIn(let user))):
      state = .signingIn(user: user)
    case (.signingIn, .didSignIn(let token)):
      state = .signedIn(token: token)
    case (.signedIn, .action(.signOut)):
      state = .signedOut
    case (_, .action(.lock(let attempts))) where attempts >= 3:
      state = .locked
    default:
      break
    }
  }
}
