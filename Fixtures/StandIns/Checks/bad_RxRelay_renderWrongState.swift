// A builder binding a store's state to a screen rendering a different State type.
// expect-error: cannot convert value of type 'Store.State' to expected argument type 'ScreenViewController.State'
import RxRelay
import RxSwift
import UIKit

final class Store {
    enum State { case idle, loaded }
    var state: Observable<State> { relay.asObservable() }
    private let relay = BehaviorRelay<State>(value: .idle)
}

final class ScreenViewController: UIViewController {
    struct State { var title: String }
    func render(state: State) {}
}

enum Builder {
    static func make(store: Store, bag: DisposeBag) -> ScreenViewController {
        let viewController = ScreenViewController()
        store.state
            .observe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { [weak viewController] in viewController?.render(state: $0) })
            .disposed(by: bag)
        return viewController
    }
}
