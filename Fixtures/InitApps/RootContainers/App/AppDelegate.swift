import Swinject
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  static let container = Container()
  private var assembler: Assembler?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    assembler = Assembler([KitchenAssembly(), MenuAssembly()], container: AppDelegate.container)
    return true
  }
}
