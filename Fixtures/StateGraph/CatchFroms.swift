import Foundation

// A `catch` starts from what the `do` body set before its first `try`: the error is thrown
// after `.signingIn`, so the catch moves `signingIn -> failed`, not `* -> failed`.
final class SignInViewModel {
  enum Action {
    case signIn(token: String)
    case signOut
  }

  enum SignInState {
    case idle
    case signingIn
    case signedIn
    case rejected
    case failed(String)
  }

  @Published private(set) var signInState: SignInState = .idle
  private let auth: AuthClient

  init(auth: AuthClient) {
    self.auth = auth
  }

  func action(_ action: Action) {
    switch action {
    case .signIn(let token):
      signIn(token)
    case .signOut:
      signInState = .idle
    }
  }

  private func signIn(_ token: String) {
    Task {
      do {
        signInState = .signingIn
        let accepted = try await auth.signIn(token)
        signInState = accepted ? .signedIn : .rejected
      } catch {
        signInState = .failed(error.localizedDescription)
      }
    }
  }
}
