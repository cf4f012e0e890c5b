// An inbox's state with its own copy helpers: `mutated` and `updating` hand a copy of the state
// to their closure and return it, so a call of either is the copy with what the closure sets;
// `reset` hands its closure a fresh value and returns another, so a call of it is not known.
struct InboxState: Equatable {
  var messages: [String] = []
  var isRefreshing = false
  var failure: String?

  func mutated(_ change: (inout InboxState) -> Void) -> InboxState {
    var copy = self
    change(&copy)
    return copy
  }

  func updating(_ update: (inout InboxState) throws -> Void) rethrows -> InboxState {
    var next = self
    try update(&next)
    return next
  }

  func reset(_ change: (inout InboxState) -> Void) -> InboxState {
    var fresh = InboxState()
    change(&fresh)
    return InboxState()
  }
}
