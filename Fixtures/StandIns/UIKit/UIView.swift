// Interface stand-in for Apple's UIKit: UIResponder, UIView and simple views.

import Foundation

@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Internal on purpose: UIView/UIViewController re-expose `init()` only as
    /// a convenience initializer, so `super.init()` from a subclass's
    /// designated initializer is rejected as on iOS.
    override init() {}
    open var next: UIResponder? { fatalError("stand-in") }
    open var canBecomeFirstResponder: Bool { fatalError("stand-in") }
    open var isFirstResponder: Bool { fatalError("stand-in") }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError("stand-in") }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    public enum ContentMode: Int {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
    }

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    /// Imported from NSObject's `-init`; a convenience initializer because
    /// UIView marks `initWithFrame:`/`initWithCoder:` as designated.
    /// (Building this stand-in warns "function call causes an infinite
    /// recursion" for this `convenience override init()`; harmless, never run.)
    public convenience override init() { fatalError("stand-in") }
    open func encode(with coder: NSCoder) {}

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var isOpaque: Bool = true
    open var clipsToBounds: Bool = false
    open var isUserInteractionEnabled: Bool = true
    open var tag: Int = 0
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var layoutMargins: UIEdgeInsets = .zero
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    open var safeAreaInsets: UIEdgeInsets { fatalError("stand-in") }
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError("stand-in") }
    open var layoutMarginsGuide: UILayoutGuide { fatalError("stand-in") }
    open var superview: UIView? { fatalError("stand-in") }
    open var subviews: [UIView] { fatalError("stand-in") }
    open var window: UIWindow? { fatalError("stand-in") }
    open var constraints: [NSLayoutConstraint] { fatalError("stand-in") }
    open var traitCollection: UITraitCollection { fatalError("stand-in") }

    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("stand-in") }
    open var intrinsicContentSize: CGSize { fatalError("stand-in") }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}

    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var widthAnchor: NSLayoutDimension { fatalError("stand-in") }
    open var heightAnchor: NSLayoutDimension { fatalError("stand-in") }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
    open class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
}

@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth: Bool = false
    open var adjustsFontForContentSizeCategory: Bool = false
    open var isEnabled: Bool = true
}

@preconcurrency @MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public init(image: UIImage?, highlightedImage: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage?
}

@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int {
        case medium = 100
        case large = 101
    }
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var style: UIActivityIndicatorView.Style = .medium
    open var hidesWhenStopped: Bool = true
    open var color: UIColor!
    open func startAnimating() {}
    open func stopAnimating() {}
    open var isAnimating: Bool { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    public enum Alignment: Int {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// UIStackView declares a non-failable `initWithCoder:`.
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }

    open var arrangedSubviews: [UIView] { fatalError("stand-in") }
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement: Bool = false
}
