// PublishRelay has no current value.
// expect-error: value of type 'PublishRelay<Int>' has no member 'value'
import RxRelay

let taps = PublishRelay<Int>()
let last = taps.value
