// lensingSkippingRepeated compares requests, so Request must be Equatable.
// expect-error: 'Query' conform to 'Equatable'
import FeedbackSystem
import RxSwift

struct Query {
    let text: String
}

struct SearchState {
    var query: Query?
}

enum SearchEvent {
    case loaded([String])
}

let feedback = Feedback<SearchState, SearchEvent>.lensingSkippingRepeated(
    state: { $0.query },
    effects: { _ in Observable<SearchEvent>.empty() }
)
