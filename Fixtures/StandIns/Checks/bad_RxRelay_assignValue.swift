// BehaviorRelay.value is get-only; use accept(_:).
// expect-error: cannot assign to property: 'value' is a get-only property
import RxRelay

let state = BehaviorRelay<Int>(value: 0)
func bump() {
    state.value = 1
}
