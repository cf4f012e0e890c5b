// Interface stand-in for Apple's UIKit: Auto Layout.
//
// NSLayoutAnchor is generic over its own subclass, so an X-axis anchor can
// only be constrained to an X-axis anchor, exactly as on iOS.

import Foundation

public struct UILayoutPriority: RawRepresentable, Hashable, Comparable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

open class NSLayoutConstraint: NSObject {
    public enum Axis: Int {
        case horizontal = 0
        case vertical = 1
    }

    public enum Attribute: Int {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case notAnAttribute = 0
    }

    public enum Relation: Int {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public convenience init(
        item view1: Any,
        attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute,
        multiplier: CGFloat,
        constant c: CGFloat
    ) { self.init() }

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}

    open var isActive: Bool = false
    open var constant: CGFloat = 0
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var multiplier: CGFloat { fatalError("stand-in") }
    open var firstItem: AnyObject? { fatalError("stand-in") }
    open var secondItem: AnyObject? { fatalError("stand-in") }
}

open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError("stand-in") }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError("stand-in") }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError("stand-in") }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError("stand-in") }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError("stand-in") }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError("stand-in") }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError("stand-in") }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError("stand-in") }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError("stand-in") }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
}

@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    public override init() {}
    open var layoutFrame: CGRect { fatalError("stand-in") }
    open weak var owningView: UIView?
    open var identifier: String = ""
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    open var widthAnchor: NSLayoutDimension { fatalError("stand-in") }
    open var heightAnchor: NSLayoutDimension { fatalError("stand-in") }
}
