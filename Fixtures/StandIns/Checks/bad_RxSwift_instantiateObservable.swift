// Observable has no public initializer; use create/just/relays.
// expect-error: 'Observable<Element>' initializer is inaccessible due to 'internal' protection level
import RxSwift

let values = Observable<Int>()
