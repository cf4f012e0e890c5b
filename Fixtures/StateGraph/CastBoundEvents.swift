// Issue 31: ReSwift reducers that cast the action to their own action type and switch over the
// binding, whatever it is called.
import ReSwift

enum SessionAction: Action {
  case signIn(String)
  case signedIn(String)
  case signInFailed(Error)
  case signOut
}

struct SessionState {
  var status: Status = .signedOut
  var token: String?

  enum Status { case signedOut, signingIn, signedIn, failed }
}

func handleAction(action: Action, state: SessionState?) -> SessionState {
  var sessionState = state ?? SessionState(status: .signedOut, token: nil)
  guard let sessionAction = action as? SessionAction else { return sessionState }
  switch sessionAction {
  case .signIn:
    sessionState.status = .signingIn
  case .signedIn(let token):
    sessionState.status = .signedIn
    sessionState.token = token
  case .signInFailed:
    sessionState.status = .failed
  case .signOut:
    sessionState.status = .signedOut
    sessionState.token = nil
  }
  return sessionState
}

enum PlayerAction: Action { case play, pause, stop }

enum PlayerStatus { case stopped, playing, paused }

// A forced cast into a local, the state returned from each case.
func playerReducer(action: Action, state: PlayerStatus?) -> PlayerStatus {
  let current = state ?? .stopped
  if action is PlayerAction {
    let playerAction = action as! PlayerAction
    switch playerAction {
    case .play: return .playing
    case .pause: return current == .playing ? .paused : current
    case .stop: return .stopped
    }
  }
  return current
}
