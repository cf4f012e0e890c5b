// Interface stand-in for Apple's UIKit: controls, actions and text input.

import Foundation

public typealias UIActionHandler = (UIAction) -> Void

@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public enum State: Int {
        case off = 0
        case on = 1
        case mixed = 2
    }

    open var title: String { fatalError("stand-in") }
    open var image: UIImage? { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) { self.init() }

    open var identifier: UIAction.Identifier { fatalError("stand-in") }
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    open var sender: Any? { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: frame) }

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var state: UIControl.State { fatalError("stand-in") }

    /// Target-action needs `@objc` methods, which cannot be declared on Linux;
    /// only `Selector("name")` can be type-checked here.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
}

@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
        public static var plain: UIButton.ButtonType { .system }
        public static var roundedRect: UIButton.ButtonType { .system }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }

    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { fatalError("stand-in") }
    open var titleLabel: UILabel? { fatalError("stand-in") }
    open var imageView: UIImageView? { fatalError("stand-in") }
    open var currentTitle: String? { fatalError("stand-in") }
    open var buttonType: UIButton.ButtonType { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum ViewMode: Int {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var text: String?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isSecureTextEntry: Bool = false
    open var clearButtonMode: UITextField.ViewMode = .never
    open var isEditing: Bool { fatalError("stand-in") }
}
