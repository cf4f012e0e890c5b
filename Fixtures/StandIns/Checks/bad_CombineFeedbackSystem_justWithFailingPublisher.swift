// Feedback.just only accepts never-failing publishers.
// expect-error: requires the types 'any Error' and 'Never' be equivalent
import Combine
import CombineFeedbackSystem

func inputFeedback(_ input: PassthroughSubject<Int, Error>) -> Feedback<String, Int> {
    Feedback.just(effects: input)
}
