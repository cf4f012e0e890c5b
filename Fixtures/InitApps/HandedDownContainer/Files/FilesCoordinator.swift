import UIKit

final class FilesCoordinator {
  private let container: DriveContainer

  init(container: DriveContainer) { self.container = container }

  func start() -> UIViewController {
    PhotosCoordinator(container: container).start()
  }
}
