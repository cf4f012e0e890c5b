// ObservableProperty.value is read-only; state changes only through events.
// expect-error: cannot assign to property: 'value' is a get-only property
import FeedbackSystem
import RxSwift

func reset(_ state: ObservableProperty<Int>) {
    state.value = 0
}
