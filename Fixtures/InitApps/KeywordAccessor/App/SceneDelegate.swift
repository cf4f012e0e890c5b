import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  func sceneDidBecomeActive(_ scene: UIScene) {
    AppDependencies.default.images.warmUp()
  }
}
