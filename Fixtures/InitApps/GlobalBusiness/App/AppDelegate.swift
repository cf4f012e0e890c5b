import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
  static func get() -> AppDelegate { UIApplication.shared.delegate as! AppDelegate }

  let business = Business()
}

/// The app's locator: a computed global whose type holds the services, read from every layer
/// (`Biz.orders.open()`). Its type's name sounds like no environment.
var Biz: Business { AppDelegate.get().business }
