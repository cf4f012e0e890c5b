/// Why a machine or a transition gets no test.
public enum TestSkip: String, Error, Sendable, Equatable, Encodable {
  case notAFunction = "the reducer is not a function a test can call"
  case notReachable = "the reducer is private or fileprivate: a test cannot call it"
  case selfLoop =
    "a self-loop without a payload to compare (an Equatable state): a test cannot tell it from no transition"
  case selfLoopStartsAtTarget =
    "a self-loop that writes the value the test would start from: a test cannot see it change"
  case unsupportedSignature = "the reducer's parameters are not (state, event)"
  case stateNotAnEnum =
    "the state type is neither an enum nor a struct with defaults declared in the given paths"
  case eventNotAnEnum = "the event type is not an enum declared in the given paths"
  case unknownTarget = "the target state is not known statically (?)"
  case unreadWrite =
    "archgen does not read the value this line gives the field (it reads constants, a value the event's case binds in the case around the line, an append or removal of one, a toggle, a count): a test could not tell what to expect"
  case valueNotBuilt =
    "the field is set to a value the event carries or a constant, of a type archgen cannot build the same way twice or compare with =="
  case fieldTarget = "the target is a field of a struct state"
  case anyEvent = "the transition fires on any event"
  case unknownState = "a state of the transition is not a case of the state enum"
  case closureNotHeld =
    "the reducer closure is passed to a call, not held by a property or a factory a test can reach"
  case unknownReducerType =
    "the reducer closure is wrapped in a type archgen does not know how to call"
  case stateNotSettable =
    "the handler's type declares no state a test can set (private(set), let, or inherited): a test cannot start it elsewhere"
  case mainActor =
    "the handler's type is @MainActor: a test must be isolated to the main actor to call it"
  case notBuildable = "the handler's type has no initializer a test can call"
  case unknownEvent = "the event is not a case of the event enum that archgen can build"
  case leavesGlobal =
    "the event sets a static value of its type that a test cannot set back (private, private(set)): the test would leave it changed for the tests after it"
  case compiledOut =
    "the write is in an #if clause a build that sets no compilation condition does not compile: the test's build runs another clause"
  case deferredWrite =
    "the write runs in a closure (a Task, a completion handler, a scheduler) after the call returns: a test reading the state right after it would not see it"
  case unawaitedTask =
    "the write runs in a Task the handler neither returns nor keeps where a test can await it, and the state does not compare with ==: a test can neither await the task nor wait for the state to change"
  case hiddenTask =
    "the write runs in a Task kept in a private property: a test cannot await it"
  case laterWriteInTask =
    "the write runs in a Task that writes the state again after it: awaiting the task, a test sees the later write"
  case branchInTask =
    "the write sits in a branch inside the Task (a catch, an if, a switch) that the awaited work decides, which a test does not choose"
  case racesTask =
    "the handler then starts a Task that writes the state again, off the main actor: the state read after the call may already be the task's"
  case writeBeforeTask =
    "the handler or its Task writes the state before this write in the Task: the transition is drawn from the state written, which the handler does not start from"
  case targetIsStart =
    "the field starts at the value written and archgen cannot build another: a test could not see the write"
  case guardUnmet =
    "a condition on the state around the write is not one archgen can meet"
  case privateField =
    "the target is a private or fileprivate field: a test cannot read it"
  case noPathToSource =
    "the state cannot be set (private(set)) and no path of events archgen can build reaches the source from the initial state"
  case pathMissesGuard =
    "the guard tests the source's payload, which the path of events from the initial state does not choose"
  case stateNotReadable =
    "the state is a private or fileprivate stored property: a test cannot read it, even with @testable import"
  case unknownInitial =
    "the state cannot be set (private(set)) and the state the type starts in is not a case archgen can tell: no path of events can start from it"
  case laterWriteInCall =
    "the method writes the state again before it returns: a test reading the state after the call sees the later write"
  case writeAfterThrowingWork =
    "the write follows work that may throw in the same do (a try before it): that work, not the test, decides whether it runs"
  case unreadMethodGuard =
    "the guard is more than && of comparisons archgen reads: it cannot choose the method's arguments to meet it"
  case privateEvent =
    "the event is a private or fileprivate method: a test cannot call it"
  case guardOutsideEvent =
    "the guard reads something other than the method's arguments and the state (a field of the holder, a global, a value the method computes), which a test calling the method does not choose"
  case steppedResource =
    "the holder keeps a resource in step with the state (its events and its deinit act on it): a test must reach the source and return to the initial state by events, and no path of synchronous events archgen can build does"
  case featureNeedsValues =
    "the feature is generic or its initializer takes values: the test cannot write `Feature()`"
}
