// Feedback.just takes an Observable<Event>; a Single must be converted first.
// expect-error: cannot convert value of type 'Single<Int>'
import FeedbackSystem
import RxSwift

func loadFeedback(_ load: Single<Int>) -> Feedback<String, Int> {
    Feedback.just(effects: load)
}
