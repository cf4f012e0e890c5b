// Interface stand-in for Apple's UIKit: view controllers, navigation, windows.

import Foundation

@preconcurrency @MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    /// Imported from NSObject's `-init`; convenience because UIViewController
    /// marks `initWithNibName:bundle:`/`initWithCoder:` as designated.
    /// (Building this stand-in warns "function call causes an infinite
    /// recursion" for this `convenience override init()`; harmless, never run.)
    public convenience override init() { fatalError("stand-in") }
    open func encode(with coder: NSCoder) {}

    open var view: UIView!
    open var viewIfLoaded: UIView? { fatalError("stand-in") }
    open var isViewLoaded: Bool { fatalError("stand-in") }
    open func loadView() {}
    open func loadViewIfNeeded() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var title: String?
    open var navigationItem: UINavigationItem { fatalError("stand-in") }
    open var navigationController: UINavigationController? { fatalError("stand-in") }
    open var parent: UIViewController? { fatalError("stand-in") }
    open var children: [UIViewController] { fatalError("stand-in") }
    open var presentingViewController: UIViewController? { fatalError("stand-in") }
    open var presentedViewController: UIViewController? { fatalError("stand-in") }
    open var isBeingPresented: Bool { fatalError("stand-in") }
    open var isBeingDismissed: Bool { fatalError("stand-in") }
    open var isMovingFromParent: Bool { fatalError("stand-in") }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation: Bool = false
    open var traitCollection: UITraitCollection { fatalError("stand-in") }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func show(_ vc: UIViewController, sender: Any?) {}
}

@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { super.init(nibName: nil, bundle: nil) }
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError("stand-in") }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError("stand-in") }
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        fatalError("stand-in")
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { fatalError("stand-in") }
    open var visibleViewController: UIViewController? { fatalError("stand-in") }
    open var navigationBar: UINavigationBar { fatalError("stand-in") }
    open var isNavigationBarHidden: Bool = false
}

@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles: Bool = false
    open var barTintColor: UIColor?
    open var isTranslucent: Bool = true
}

@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int {
        case automatic = 0
        case always = 1
        case never = 2
    }
    public init(title: String) {}
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var hidesBackButton: Bool = false
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
}

@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int {
        case plain = 0
        case done = 2
    }
    public enum SystemItem: Int {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
    public override init() {}
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) { self.init() }
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    open var isEnabled: Bool = true
    open var title: String?
}

@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) { self.init() }
}

@preconcurrency @MainActor
open class UIScene: UIResponder {}

@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UIWindow: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { fatalError("stand-in") }
    open var windowScene: UIWindowScene?
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}
