// A reducer of our own that also takes where it is called from, as a store's reducers do for
// their logs (`reduce(state:action:file:function:line:)`). Its body never reads those three, so
// any value of their types is right: a test passes built ones. The event is the parameter of the
// action's type.
public struct AwningState: Equatable {
  public enum Position: Equatable {
    case rolledUp
    case extending
    case extended
  }

  public var position: Position = .rolledUp
  public var shade = 0

  public init() {}
}

public enum AwningAction: Equatable {
  case extend
  case settle(shade: Int)
  case rollUp
}

public final class AwningReducer {
  public init() {}

  public func reduce(
    state: AwningState,
    action: AwningAction,
    file: StaticString,
    function: StaticString,
    line: UInt
  ) async throws -> AwningState {
    var updated = state
    switch action {
    case .extend:
      updated.position = .extending
    case .settle(let shade):
      updated.position = .extended
      updated.shade = shade
    case .rollUp:
      updated.position = .rolledUp
    }
    return updated
  }
}
