import UIKit

final class PhotosCoordinator {
  private let container: DriveContainer

  init(container: DriveContainer) { self.container = container }

  func start() -> UIViewController {
    _ = container.api.list()
    return SettingsComposition.make()
  }

  func settings() -> UIViewController {
    SettingsAssembler.assemble(api: container.api)
  }
}
