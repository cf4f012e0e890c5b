import UIKit

final class SceneRouter: UIResponder, UIWindowSceneDelegate {
  func sceneDidBecomeActive(_ scene: UIScene) {
    Toolbox.shared.store.reload()
    Toolbox.shared.payments.resume()
  }
}
