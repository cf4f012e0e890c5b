import UIKit

extension FeedViewController {
  static func make() -> FeedViewController {
    AppGraph.resolver.resolve(FeedViewController.self)!
  }
}
