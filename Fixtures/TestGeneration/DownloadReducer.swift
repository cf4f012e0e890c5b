// A struct state changed field by field by a plain reducer: a field without a default (the
// memberwise initializer), an enum field that is not Equatable, a Bool, an optional set to nil,
// and a field set to a value archgen cannot name.
struct Download {
  enum Stage { case queued, fetching, done, cancelled }

  struct State {
    let id: Int
    var stage: Stage = .queued
    var isVisible = true
    var error: String?
    var progress = 0.0
  }

  enum Event { case begin, finish, cancel, progressed(Double) }

  static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case .begin:
      switch state.stage {
      case .queued:
        state.stage = .fetching
        state.error = nil
      default:
        break
      }
    case .finish:
      state.stage = .done
      state.isVisible = false
    case .cancel:
      state.stage = .cancelled
    case .progressed(let value):
      state.progress = value
    }
  }
}
