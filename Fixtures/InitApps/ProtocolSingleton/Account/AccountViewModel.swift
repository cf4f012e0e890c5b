final class AccountViewModel {
  private let api: APIClient
  private let analytics: Analytics

  init(api: APIClient = Backstage.shared.api, analytics: Analytics = Backstage.shared.analytics) {
    self.api = api
    self.analytics = analytics
  }
}
