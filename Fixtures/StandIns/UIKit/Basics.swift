// Interface stand-in for Apple's UIKit: value types, Selector, colors and fonts.
//
// CGFloat / CGRect / CGPoint / CGSize come from Foundation on Linux.
// UI classes are `@preconcurrency @MainActor`: in the iOS SDK they are imported
// from Objective-C with NS_SWIFT_UI_ACTOR, and imported declarations behave as
// @preconcurrency, so Swift 5 mode does not reject nonisolated uses.

// `import UIKit` makes Foundation available, as on iOS.
@_exported import Foundation

/// Objective-C selector stand-in. `Selector("tap")` type-checks here, but
/// `#selector(...)` and `@objc` cannot be checked on Linux (no Objective-C
/// runtime); generated code using them must be checked on macOS.
public struct Selector: ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    public init(_ str: String) {}
    public init(stringLiteral value: String) {}
    public var description: String { fatalError("stand-in") }
}

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static var zero: UIEdgeInsets { UIEdgeInsets() }
}

public struct NSDirectionalEdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static var zero: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}

public enum NSTextAlignment: Int {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

public enum NSLineBreakMode: Int {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

open class UIColor: NSObject {
    // Like the imported class, UIColor has no designated initializers of its
    // own: `UIColor()` (from NSObject) stays available.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init() }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { self.init() }
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { self.init() }
    public convenience init?(named name: String) { self.init() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError("stand-in") }

    open class var black: UIColor { fatalError("stand-in") }
    open class var white: UIColor { fatalError("stand-in") }
    open class var clear: UIColor { fatalError("stand-in") }
    open class var red: UIColor { fatalError("stand-in") }
    open class var green: UIColor { fatalError("stand-in") }
    open class var blue: UIColor { fatalError("stand-in") }
    open class var gray: UIColor { fatalError("stand-in") }
    open class var darkGray: UIColor { fatalError("stand-in") }
    open class var lightGray: UIColor { fatalError("stand-in") }
    open class var orange: UIColor { fatalError("stand-in") }
    open class var systemBackground: UIColor { fatalError("stand-in") }
    open class var secondarySystemBackground: UIColor { fatalError("stand-in") }
    open class var label: UIColor { fatalError("stand-in") }
    open class var secondaryLabel: UIColor { fatalError("stand-in") }
    open class var tertiaryLabel: UIColor { fatalError("stand-in") }
    open class var separator: UIColor { fatalError("stand-in") }
    open class var systemBlue: UIColor { fatalError("stand-in") }
    open class var systemRed: UIColor { fatalError("stand-in") }
    open class var systemGreen: UIColor { fatalError("stand-in") }
    open class var systemGray: UIColor { fatalError("stand-in") }
    open class var tintColor: UIColor { fatalError("stand-in") }
}

open class UIFont: NSObject {
    public struct Weight: RawRepresentable, Hashable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stand-in") }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("stand-in") }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stand-in") }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stand-in") }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("stand-in") }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stand-in") }
    open var pointSize: CGFloat { fatalError("stand-in") }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError("stand-in") }
}

open class UIImage: NSObject {
    public convenience init?(named name: String) { self.init() }
    public convenience init?(systemName name: String) { self.init() }
    open var size: CGSize { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stand-in") }
}

public enum UIUserInterfaceStyle: Int {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public enum UIModalPresentationStyle: Int {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
