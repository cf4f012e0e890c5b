final class LiveContext: AppContextProviding {
  let walletsService = WalletsService()
  let profileService = ProfileService()
  let domainsService = DomainsService()
  let imageLoader = ImageLoader()
  let analytics = Analytics()
}

final class DemoContext: AppContextProviding {
  let walletsService = WalletsService()
  let profileService = ProfileService()
  let domainsService = DomainsService()
  let imageLoader = ImageLoader()
  let analytics = Analytics()
}
