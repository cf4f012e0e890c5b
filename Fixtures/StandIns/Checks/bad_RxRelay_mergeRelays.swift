// Observable.merge takes Observables; relays need asObservable().
// expect-error: cannot convert value of type 'PublishRelay<Int>' to expected argument type 'Observable<
import RxRelay
import RxSwift

let a = PublishRelay<Int>()
let b = PublishRelay<Int>()
let both = Observable.merge(a, b)
