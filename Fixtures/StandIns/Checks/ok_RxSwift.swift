// Ordinary RxSwift 6 code that must type-check.
import Foundation
import RxSwift

enum NetworkError: Error {
    case offline
}

struct User: Equatable {
    let id: Int
    let name: String?
}

protocol UserAPI {
    func fetchUser(id: Int) -> Single<User>
    func search(_ query: String) -> Observable<[User]>
}

final class UserPresenter {
    private let bag = DisposeBag()
    private let api: UserAPI
    private let queries = PublishSubject<String>()
    private let selection = BehaviorSubject<Int?>(value: nil)
    private(set) var names: [String] = []

    init(api: UserAPI, scheduler: SchedulerType = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "presenter")) {
        self.api = api

        queries
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .distinctUntilChanged()
            .debounce(.milliseconds(300), scheduler: scheduler)
            .flatMapLatest { api.search($0).catchAndReturn([]) }
            .map { $0.compactMap(\.name) }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] names in
                self?.names = names
            }, onError: { error in
                print(error)
            })
            .disposed(by: bag)

        selection
            .compactMap { $0 }
            .flatMap { api.fetchUser(id: $0).asObservable() }
            .subscribe(with: self, onNext: { owner, user in owner.names.append(user.name ?? "") })
            .disposed(by: bag)

        let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.asyncInstance).map { "\($0)" }
        Observable.merge(ticks, queries.asObservable(), .just("start"))
            .startWith("first")
            .skip(1)
            .take(10)
            .throttle(.milliseconds(500), scheduler: MainScheduler.instance)
            .do(onNext: { print($0) }, onDispose: { print("disposed") })
            .share(replay: 1, scope: .whileConnected)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
            .subscribe { event in
                switch event {
                case .next(let value): print(value)
                case .error(let error): print(error)
                case .completed: print("done")
                }
            }
            .disposed(by: bag)

        Observable.combineLatest(queries, selection) { query, id in "\(query)-\(id ?? 0)" }
            .bind(onNext: { print($0) })
            .disposed(by: bag)

        Observable.combineLatest(queries, selection)
            .map { query, id in query.count + (id ?? 0) }
            .subscribe()
            .disposed(by: bag)

        Observable.merge([queries.asObservable(), Observable.from(["a", "b"])])
            .distinctUntilChanged { $0.count == $1.count }
            .subscribe(onNext: { _ in })
            .disposed(by: bag)

        let created = Observable<User>.create { observer in
            observer.onNext(User(id: 1, name: nil))
            observer.on(.completed)
            return Disposables.create { print("cancelled") }
        }
        created.asSingle()
            .map(\.id)
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
            .disposed(by: bag)

        Observable<Int>.error(NetworkError.offline).catch { _ in .empty() }.subscribe().disposed(by: bag)
        bag.insert(Observable<Never>.never().subscribe(), Observable<Int>.of(1, 2, 3).subscribe())
        let event: Event<Int> = .next(1)
        _ = event.element
        _ = RxError.noElements
        let observer = AnyObserver<String> { print($0) }
        queries.bind(to: observer).disposed(by: bag)
        queries.onNext("x")
        _ = CurrentThreadScheduler.instance
    }
}
