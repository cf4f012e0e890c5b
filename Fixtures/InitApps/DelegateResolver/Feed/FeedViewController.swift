import UIKit

final class FeedViewController: UIViewController {
  let model: FeedModel

  init(model: FeedModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}
