// Interface stand-in for Apple's SwiftUI: hosting a SwiftUI view in UIKit.

import Foundation
import UIKit

@preconcurrency @MainActor
open class UIHostingController<Content>: UIViewController where Content: View {
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("stand-in")
    }

    public var rootView: Content

    public var sizingOptions: UIHostingControllerSizingOptions = []

    public func sizeThatFits(in size: CGSize) -> CGSize { fatalError("stand-in") }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
