struct Settings {
  static var env = "production"
}

final class ProfileStore {
  let api: APIService
  let mode = Settings.env

  init(api: APIService) { self.api = api }

  func reload(env: Environment) {
    api.fetch(locale: env.locale)
  }
}
