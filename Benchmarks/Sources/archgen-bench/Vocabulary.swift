/// Words the corpus is built from. Nothing here may contain the environment's name.
enum Vocabulary {
  /// Business nouns: a feature's domain and the model type it shows.
  static let domains = [
    "Account", "Address", "Appointment", "Article", "Badge", "Booking", "Budget", "Card", "Cart",
    "Category", "Channel", "Comment", "Contact", "Coupon", "Course", "Delivery", "Device",
    "Document", "Episode", "Favorite", "Goal", "Invoice", "Lesson", "Meal", "Message", "Order",
    "Payment", "Photo", "Playlist", "Podcast", "Post", "Product", "Receipt", "Recipe",
    "Reservation", "Review", "Reward", "Shipment", "Subscription", "Survey", "Ticket",
    "Transaction", "Transfer", "Trip", "Vehicle", "Voucher", "Wallet", "Workout",
  ]

  /// Kinds of screen, combined with a domain into a feature name (`OrderHistory`).
  static let screens = [
    "Archive", "Calendar", "Composer", "Confirmation", "Detail", "Editor", "Export", "Feed",
    "Filter", "Gallery", "History", "Insights", "List", "Map", "Overview", "Picker", "Preview",
    "Search", "Settings", "Share", "Summary", "Timeline",
  ]

  /// Properties of a model, with their Swift types.
  static let fields: [(name: String, type: String)] = [
    ("title", "String"), ("subtitle", "String?"), ("createdAt", "Date"), ("updatedAt", "Date?"),
    ("amount", "Decimal"), ("currencyCode", "String"), ("isArchived", "Bool"),
    ("ownerID", "String"), ("imageURL", "URL?"), ("tags", "[String]"), ("rating", "Double"),
    ("position", "Int"), ("notes", "String?"), ("isFavorite", "Bool"), ("expiresAt", "Date?"),
    ("quantity", "Int"), ("status", "String"), ("summary", "String"), ("durationSeconds", "Int"),
    ("locale", "String"), ("isShared", "Bool"), ("referenceCode", "String"),
  ]

  /// Subviews of UIKit screens: name and class.
  static let subviews: [(name: String, type: String)] = [
    ("titleLabel", "UILabel"), ("subtitleLabel", "UILabel"), ("detailLabel", "UILabel"),
    ("avatarImageView", "UIImageView"), ("thumbnailImageView", "UIImageView"),
    ("primaryButton", "UIButton"), ("secondaryButton", "UIButton"), ("stackView", "UIStackView"),
    ("separatorView", "UIView"), ("badgeLabel", "UILabel"), ("footerLabel", "UILabel"),
    ("containerView", "UIView"), ("headerView", "UIView"), ("closeButton", "UIButton"),
    ("priceLabel", "UILabel"), ("dateLabel", "UILabel"), ("emptyLabel", "UILabel"),
  ]

  static let verbs = [
    "format", "validate", "prepare", "update", "configure", "apply", "compute", "merge", "sort",
    "filter", "normalize", "resolve", "present", "record", "refresh", "restore",
  ]

  static let qualifiers = [
    "Title", "Subtitle", "Total", "Header", "Footer", "Badge", "Layout", "Selection", "Caption",
    "Price", "Date", "Summary", "Placeholder", "Accessibility", "Section", "Spacing",
  ]

  static let services = [
    "Auth", "Session", "Sync", "Download", "Upload", "Location", "Push", "Purchase", "Cache",
    "Connectivity", "Playback", "Biometrics", "Onboarding", "Consent", "Backup", "Chat",
    "Search", "Geofence", "Media", "Billing",
  ]

  static let extended = [
    "String", "Date", "UIColor", "UIView", "UIFont", "Array", "URL", "Decimal", "UIImage",
    "Collection", "Optional", "Data", "UITableView", "UIViewController", "NumberFormatter",
  ]

  static let utilities = [
    "Debouncer", "Throttler", "ImageCache", "Logger", "Formatter", "Validator", "Clock",
    "KeychainStore", "DiskCache", "RetryPolicy", "Haptics", "DeepLinkParser", "Pagination",
  ]
}

/// A scene of the app: `OrderHistory` in the `Order` domain.
struct Feature {
  let name: String
  let domain: String

  var lower: String { name.prefix(1).lowercased() + name.dropFirst() }
  var snake: String {
    var result = ""
    for character in name {
      if character.isUppercase, !result.isEmpty { result += "_" }
      result += character.lowercased()
    }
    return result
  }
  var model: String { domain }
  var folder: String { "App/Features/\(domain)/\(name)" }
  var testFolder: String { "AppTests/Features/\(domain)/\(name)" }
}

func lowerFirst(_ text: String) -> String {
  text.prefix(1).lowercased() + text.dropFirst()
}
