import UIKit

// The composition root: the one place the app's container is resolved from.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    let flow = AppDelegate.container.resolve(LaunchFlow.self, argument: window)!
    flow.start()
    self.window = window
  }
}
