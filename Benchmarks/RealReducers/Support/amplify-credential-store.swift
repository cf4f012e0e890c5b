// What CredentialStoreState's resolver, state and event name from the rest of the Cognito auth
// plugin (ours, for archgen's real-reducer benchmark): the state machine's `Action`, the actions
// the resolver returns, and the stored data and error types, reduced to what the copied code uses.
import Foundation

protocol Action {}

enum AmplifyCredentials: Codable, Equatable {
  case noCredentials
}

struct DeviceMetadata: Codable, Equatable {}

typealias Username = String

enum KeychainStoreError: Error, Equatable {
  case unknown(String)
}

struct MigrateLegacyCredentialStore: Action {}

struct LoadCredentialStore: Action {
  let credentialStoreType: CredentialStoreDataType
}

struct StoreCredentials: Action {
  let credentials: CredentialStoreData
}

struct ClearCredentialStore: Action {
  let dataStoreType: CredentialStoreDataType
}

struct IdleCredentialStore: Action {}
