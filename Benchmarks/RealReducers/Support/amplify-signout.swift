// What SignOutState's resolver, state and event name from the rest of the Cognito auth plugin
// (ours, for archgen's real-reducer benchmark): the state machine's `Action`, the actions the
// resolver returns, and the data and error types, each reduced to the members the copied code
// uses.
import Foundation

protocol Action {}

struct SignedInData: Equatable {
  var username: String = "user"
}

struct SignedOutData: Equatable {
  var lastKnownUserName: String?
  var hostedUIError: AWSCognitoHostedUIError?
  var globalSignOutError: AWSCognitoGlobalSignOutError?
  var revokeTokenError: AWSCognitoRevokeTokenError?
}

struct SignOutEventData: Equatable {
  let globalSignOut: Bool
}

struct AWSCognitoHostedUIError: Error, Equatable {}
struct AWSCognitoGlobalSignOutError: Error, Equatable {}
struct AWSCognitoRevokeTokenError: Error, Equatable {}
struct AuthenticationError: Error, Equatable {}
struct HostedUIError: Error, Equatable {}

enum SignOutError: Error, Equatable {
  case localSignOut
  case hostedUI(HostedUIError)
}

struct SignOutGlobally: Action {
  let signedInData: SignedInData
  let hostedUIError: AWSCognitoHostedUIError?
}

struct RevokeToken: Action {
  let signedInData: SignedInData
  let hostedUIError: AWSCognitoHostedUIError?
  let globalSignOutError: AWSCognitoGlobalSignOutError?
}

struct BuildRevokeTokenError: Action {
  let signedInData: SignedInData
  let hostedUIError: AWSCognitoHostedUIError?
  let globalSignOutError: AWSCognitoGlobalSignOutError
}

struct SignOutLocally: Action {
  let hostedUIError: AWSCognitoHostedUIError?
  let globalSignOutError: AWSCognitoGlobalSignOutError?
  let revokeTokenError: AWSCognitoRevokeTokenError?
}

struct ShowHostedUISignOut: Action {
  let signOutEvent: SignOutEventData
  let signInData: SignedInData
}

struct CancelSignOut: Action {
  let signedInData: SignedInData?
}
