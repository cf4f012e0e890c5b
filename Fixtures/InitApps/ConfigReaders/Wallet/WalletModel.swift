import Foundation

final class WalletModel {
  var showsBeta: Bool { ServerEnvironment.isBetaEnabled }
  var mapsKey: String { Constants.shared.keys.maps }
  var limit: UInt64 { Constants.shared.limits.uploadBytes }
}
