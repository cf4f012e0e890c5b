// The part of Actomaton's API that the fixtures and `archgen tests`' generated tests use, written
// for archgen (not Actomaton's code): `Reducer<Action, State, Environment>` built from a closure
// that changes the state in place and returns an `Effect`, applied with `run`. Effects are
// values here, never run.

public struct Reducer<Action, State, Environment>: Sendable {
  public let run: @Sendable (Action, inout State, Environment) -> Effect<Action>

  public init(_ run: @escaping @Sendable (Action, inout State, Environment) -> Effect<Action>) {
    self.run = run
  }
}

/// What a reducer asks to run next; only `.empty` and `.nextAction` here.
public struct Effect<Action>: Sendable {
  public let next: [Action]

  public static var empty: Effect { Effect(next: []) }

  public static func nextAction(_ action: Action) -> Effect { Effect(next: [action]) }

  init(next: [Action]) { self.next = next }
}

extension Effect: @unchecked Sendable where Action: Sendable {}
