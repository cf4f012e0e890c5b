// BehaviorRelay needs an initial value.
// expect-error: missing argument for parameter 'value' in call
import RxRelay

let state = BehaviorRelay<Int>()
