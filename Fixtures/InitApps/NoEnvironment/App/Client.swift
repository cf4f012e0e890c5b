import UIKit

// The app's front door, not a locator: what callers read through it is looked up each time from
// the window (computed), and its state is values.
final class Client {
  static let shared = Client()

  var deviceToken: String?
  var window: UIWindow? { UIApplication.shared.windows.first }
  var tabs: TabController? { window?.rootViewController as? TabController }
  var messages: MessageList? { tabs?.viewControllers?.first as? MessageList }

  func registerForNotifications() {}
}

final class TabController: UITabBarController {}
final class MessageList: UIViewController {}
