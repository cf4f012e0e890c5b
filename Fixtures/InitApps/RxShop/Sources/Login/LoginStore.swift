import Foundation
import RxRelay
import RxSwift

final class LoginStore {
  let state = BehaviorRelay(value: 0)
}
