// Two registries whose statics are the app's services, read by name from every layer.
enum Repositories {
  static let feed = FeedRepository()
  static let profile = ProfileRepository()
  static let search = SearchRepository()
}

enum Managers {
  static let session = SessionManager()
  static let analytics = AnalyticsManager()
  static let downloads = DownloadManager()
}

final class FeedRepository { func items() -> [String] { [] } }
final class ProfileRepository { var name = "" }
final class SearchRepository { func search(_ text: String) -> [String] { [] } }
final class SessionManager { var isSignedIn = false }
final class AnalyticsManager { func track(_ event: String) {} }
final class DownloadManager { var pending = 0 }
