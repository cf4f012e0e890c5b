import UIKit

// The scene delegate builds the container and hands it down through initialisers: no static or
// global holds it, so the app has no environment.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var container: DriveContainer?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    connectionOptions: UIScene.ConnectionOptions
  ) {
    let container = DriveContainer(api: DriveAPI(), storage: FileStorage())
    self.container = container
    window?.rootViewController = FilesCoordinator(container: container).start()
  }
}

final class DriveContainer {
  let api: DriveAPI
  let storage: FileStorage

  init(api: DriveAPI, storage: FileStorage) {
    self.api = api
    self.storage = storage
  }
}

final class DriveAPI { func list() -> [String] { [] } }
final class FileStorage { func save(_ name: String) {} }
