protocol AppContextProviding {
  var walletsService: WalletsService { get }
  var profileService: ProfileService { get }
  var domainsService: DomainsService { get }
  var imageLoader: ImageLoader { get }
  var analytics: Analytics { get }
}

final class WalletsService { func wallets() -> [String] { [] } }
final class ProfileService { func name() -> String { "" } }
final class DomainsService { func domains() -> [String] { [] } }
final class ImageLoader { func load(_ url: String) {} }
final class Analytics { func track(_ event: String) {} }
