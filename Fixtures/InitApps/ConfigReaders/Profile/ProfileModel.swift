import Foundation

final class ProfileModel {
  var privacy: URL { Constants.shared.links.privacy }
  var home: URL { ServerEnvironment.baseURL }
  func reload() { ServerEnvironment.refreshFlags() }
}
