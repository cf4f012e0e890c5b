import Combine
import UIKit

enum CartBuilder {
  static func make() -> UIViewController {
    _ = Current.api
    return UIViewController()
  }
}
