// The CombineFeedback stand-in accepts a factory's `.init { state, event in }` and both calls.
import CombineFeedback

enum Counter {
  static func reducer() -> Reducer<Int, Bool> {
    .init { state, up in state += up ? 1 : -1 }
  }
}

func check() {
  var state = 0
  Counter.reducer()(&state, true)
  Counter.reducer().reduce(&state, false)
}
