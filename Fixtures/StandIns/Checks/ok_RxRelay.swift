// Ordinary RxRelay usage (store pattern from the architecture seed).
import RxRelay
import RxSwift

final class Store {
    enum State: Equatable { case idle, loading, loaded }
    enum Action { case load }

    var state: Observable<State> { _state.asObservable() }
    var currentState: State { _state.value }

    private let _state = BehaviorRelay<State>(value: .idle)
    private let actions = PublishRelay<Action>()
    private let history = ReplayRelay<State>.create(bufferSize: 3)
    private let optionalState = BehaviorRelay<State?>(value: nil)
    private let bag = DisposeBag()

    init() {
        actions
            .map { _ in State.loading }
            .bind(to: _state)
            .disposed(by: bag)

        _state.bind(to: history).disposed(by: bag)

        _state.asObservable()
            .bind(to: optionalState)
            .disposed(by: bag)

        Observable.merge(_state.asObservable(), history.asObservable())
            .distinctUntilChanged()
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)

        _state
            .filter { $0 == .loaded }
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
    }

    func dispatch(_ action: Action) {
        switch (currentState, action) {
        case (.idle, .load):
            actions.accept(action)
            _state.accept(.loading)
        default:
            break
        }
    }
}
