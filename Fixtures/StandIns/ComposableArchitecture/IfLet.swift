// composable-architecture's `ifLet` over an optional child state, with a case path written
// `/Action.child` (TCA 0.4x's form, still in 1.x), written for archgen (not TCA's code): the
// child reducer runs first on the child's actions while the child's state is there; a child
// action that arrives while the child's state is nil is reported as a failure of the running
// test, as TCA reports it ("An \"ifLet\" at … received a child action when child state was
// \"nil\"").
import Testing
import XCTest

/// A case path as `/Enum.case` builds it: embeds a value, and extracts it by matching.
public struct AnyCasePath<Root, Value> {
  public let embed: (Value) -> Root
  public let extract: (Root) -> Value?
}

prefix operator /

public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> AnyCasePath<Root, Value> {
  AnyCasePath(embed: embed) { root in
    // Matches the case by reflection: the root's single child is the payload of its case.
    let mirror = Mirror(reflecting: root)
    guard let child = mirror.children.first, let value = child.value as? Value else { return nil }
    let rebuilt = Mirror(reflecting: embed(value))
    return rebuilt.children.first?.label == child.label ? value : nil
  }
}

public struct IfLetOptional<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let toState: WritableKeyPath<Parent.State, Child.State?>
  let toAction: AnyCasePath<Parent.Action, Child.Action>
  let child: Child

  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    if let childAction = toAction.extract(action) {
      if var childState = state[keyPath: toState] {
        _ = child.reduce(into: &childState, action: childAction)
        state[keyPath: toState] = childState
      } else {
        reportIssue(
          "An \"ifLet\" received a child action when child state was \"nil\": \(action)")
      }
    }
    return parent.reduce(into: &state, action: action)
  }
}

extension Reducer {
  public func ifLet<Child: Reducer>(
    _ toState: WritableKeyPath<State, Child.State?>,
    action toAction: AnyCasePath<Action, Child.Action>,
    then child: () -> Child
  ) -> IfLetOptional<Self, Child> {
    IfLetOptional(parent: self, toState: toState, toAction: toAction, child: child())
  }
}

/// Reports a failure to the framework running the test: `Issue.record` inside a Swift Testing
/// test, `XCTFail` otherwise.
func reportIssue(_ message: String) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: message))
  } else {
    XCTFail(message)
  }
}
