import UIKit

final class SceneHost: UIResponder, UIWindowSceneDelegate {
  func sceneDidBecomeActive(_ scene: UIScene) {
    Launcher.current?.wiring.resolve(SyncTask.self)?.run()
    Launcher.current?.showFirstScreen()
  }
}
