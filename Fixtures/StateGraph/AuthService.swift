// Feedback-system service: an `inout` reducer that switches on the event only (seed 003 style).
import RxSwift

final class AuthService {
  enum State: Equatable {
    case idle
    case authenticating(Credentials)
    case authenticated(Token)
    case unauthenticated(AuthError?)
    case locked
  }

  enum Action {
    case authenticate(Credentials)
    case logout
  }

  enum Event {
    case action(Action)
    case didAuthenticate(Result<Token, AuthError>)
    case biometricResult(Bool)
    case sessionExpired
  }
}

extension AuthService.State {
  static let initial: AuthService.State = .idle

  static func reduce(state: inout AuthService.State, event: AuthService.Event) {
    switch event {
    case let .action(.authenticate(credentials)):
      state = .authenticating(credentials)

    case .action(.logout):
      state = .idle

    case let .didAuthenticate(.success(token)):
      state = .authenticated(token)

    case let .didAuthenticate(.failure(error)):
      state = .unauthenticated(error)

    case .biometricResult(true):
      break

    case .biometricResult(false), .sessionExpired:
      state = .unauthenticated(nil)
    }
  }
}

// What the rest of the app declares; here so that the fixture compiles on its own.
struct Credentials: Equatable {
  var user = ""
  var password = ""
}

struct Token: Equatable {
  var value = ""
}

struct AuthError: Error, Equatable {}
