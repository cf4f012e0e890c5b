// The Combine-based system needs a Combine Scheduler, not an RxSwift one.
// expect-error: requires that 'MainScheduler' conform to 'Scheduler'
import Combine
import CombineFeedbackSystem
import RxSwift

let system = FeedbackSystem<Int, Int>(
    initial: 0,
    scheduler: MainScheduler.instance,
    reduce: { state, event in state += event },
    feedbacks: []
)
