import Foundation

// The app's locator, typed by its protocol: callers write `Backstage.shared.api`, mostly as the
// default value of an initialiser's parameter.
protocol BackstageProviding {
  var api: APIClient { get }
  var cache: ImageCache { get }
  var analytics: Analytics { get }
  func launch()
}

final class Backstage: BackstageProviding {
  static let shared: BackstageProviding = Backstage()

  let api = APIClient()
  let cache = ImageCache()
  let analytics = Analytics()

  private init() {}

  func launch() { analytics.track("launch") }
}

final class APIClient { func get(_ path: String) -> Data? { nil } }
final class ImageCache { func image(_ name: String) -> Data? { nil } }
final class Analytics { func track(_ event: String) {} }
