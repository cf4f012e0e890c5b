import UIKit

final class Router {
  func start() -> UIViewController {
    let model = Launcher.current?.wiring.resolve(FeedModel.self)!
    return FeedViewController(model: model!)
  }

  func openDetail(_ id: String) -> UIViewController {
    DetailViewController(model: Launcher.current!.wiring.resolve(DetailModel.self)!)
  }
}
