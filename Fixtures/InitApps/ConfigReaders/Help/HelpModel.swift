import Foundation

final class HelpModel {
  var page: URL { ServerEnvironment.helpURL }
  var terms: URL { Constants.shared.links.terms }
}
