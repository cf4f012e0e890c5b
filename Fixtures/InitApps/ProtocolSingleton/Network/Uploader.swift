final class Uploader {
  private let analytics: Analytics

  init(analytics: Analytics = Backstage.shared.analytics) { self.analytics = analytics }
}
