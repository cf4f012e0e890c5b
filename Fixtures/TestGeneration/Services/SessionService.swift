// A feedback-loop service in the architecture's RxSwift shape: `init(scheduler:)`, `state`,
// `dispatch(_:)`, an `inout` reducer on its State; `didSignIn` is sent only by a feedback.
import FeedbackSystem
import RxRelay
import RxSwift

final class SessionService {
  var state: ObservableProperty<State> { system.state }

  private let system: FeedbackSystem<State, Event>
  private let actions = PublishRelay<Action>()

  init(scheduler: SchedulerType) {
    system = FeedbackSystem(
      initial: State.initial,
      scheduler: scheduler,
      reduce: State.reduce,
      feedbacks: [Feedback.just(effects: actions.map(Event.action))]
    )
  }

  func dispatch(_ action: Action) {
    actions.accept(action)
  }
}

extension SessionService {
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

extension SessionService.State {
  static let initial: SessionService.State = .signedOut

  static func reduce(state: inout SessionService.State, event: SessionService.Event) {
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
