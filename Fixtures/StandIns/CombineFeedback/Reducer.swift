// The part of CombineFeedback's API that the fixtures and `archgen tests`' generated tests use,
// written for archgen (not CombineFeedback's code): `Reducer<State, Event>` from a closure that
// changes the state in place, applied by calling it (`reducer(&state, event)`) or `reduce`.

public struct Reducer<State, Event> {
  public let reduce: (inout State, Event) -> Void

  public init(reduce: @escaping (inout State, Event) -> Void) {
    self.reduce = reduce
  }

  public func callAsFunction(_ state: inout State, _ event: Event) {
    reduce(&state, event)
  }
}
