// The feedback system runs on a serial SchedulerType (a TestScheduler in tests); a scheduler that
// is only an ImmediateSchedulerType cannot drive it.
// expect-error: argument type 'any ImmediateSchedulerType' does not conform to expected type 'SchedulerType'
import FeedbackSystem
import RxSwift

func makeSystem(_ scheduler: ImmediateSchedulerType) -> FeedbackSystem<Int, Int> {
    FeedbackSystem(initial: 0, scheduler: scheduler, reduce: { _, _ in }, feedbacks: [])
}
