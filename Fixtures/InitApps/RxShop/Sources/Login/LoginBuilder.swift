import RxSwift
import UIKit

enum LoginBuilder {
  static func make() -> UIViewController {
    let api = Current.api
    let now = Current.now
    _ = (api, now)
    return UIViewController()
  }
}
