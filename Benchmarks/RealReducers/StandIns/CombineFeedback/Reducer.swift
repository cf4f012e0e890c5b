// A stand-in for CombineFeedback's `Reducer` (archgen's real-reducer benchmark, written from its
// public signatures, not its code): a closure over `inout State`, callable as a function.
public struct Reducer<State, Event> {
  public let reduce: (inout State, Event) -> Void

  public init(reduce: @escaping (inout State, Event) -> Void) {
    self.reduce = reduce
  }

  public func callAsFunction(_ state: inout State, _ event: Event) {
    reduce(&state, event)
  }
}
