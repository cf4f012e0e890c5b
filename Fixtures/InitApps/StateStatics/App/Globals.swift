import Foundation

// Settings and state every screen reads and writes, beside a few objects: not a registry.
struct Globals {
  static var client = FeedClient()
  static var player = ClipPlayer()
  static var drafts = DraftBox()
  static var showSensitive: Bool = false
  static var autoPlay: Bool = true
  static var maxLength: Int = 500
  static var accessToken: String = ""
  static var instanceName: String = ""
  static var lastRefresh: Date = .distantPast
}

final class FeedClient { func posts() -> [String] { [] } }
final class ClipPlayer { func play(_ url: String) {} }
final class DraftBox { var texts: [String] = [] }
