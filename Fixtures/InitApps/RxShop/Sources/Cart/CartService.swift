import Core
import RxRelay
import RxSwift

final class CartService {
  private let system: FeedbackSystem<Int, Int>

  init(system: FeedbackSystem<Int, Int>) {
    self.system = system
  }
}
