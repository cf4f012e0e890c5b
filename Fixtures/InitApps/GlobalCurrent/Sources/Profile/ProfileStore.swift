import Foundation

final class ProfileStore {
  let api = Current.api
}
