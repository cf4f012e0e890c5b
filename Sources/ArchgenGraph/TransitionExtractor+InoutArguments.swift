import ArchgenSyntax
import SwiftSyntax

/// A helper handed the state `inout` writes the caller's state, wherever the call sits: an
/// argument of an effect (`.merge(cancelNotifications(&state), …)`), an element appended to a
/// list (`effects.append(reschedule(&state))`), the value returned. Each such call is followed
/// as a statement of its own, in the order the calls run. A copy handed by value (`helper(state)`)
/// is not the caller's state and is not followed here.
extension TransitionExtractor {
  /// Follows the calls nested in `expression` that pass the state `inout`; whether any ran.
  @discardableResult
  func followInoutArguments(_ expression: ExprSyntax, _ context: inout Context) -> Bool {
    var any = false
    for call in InoutArgumentCalls.calls(in: expression) where passesStateInout(call) {
      if followMethod(call, &context, asEffect: true) { any = true }
    }
    return any
  }

  private func passesStateInout(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.contains {
      guard let passed = $0.expression.as(InOutExprSyntax.self) else { return false }
      return reference.isState(passed.expression)
    }
  }

  /// A state handed by value (`describe(state)`, not `&state`) to a helper whose result is not
  /// the caller's next state: the helper holds a copy, and what it does to that copy (`var copy
  /// = state; copy.label = …`) never reaches the caller's state. (A state the object holds is
  /// still written through `self` in such a helper: this is only for a state handed in.)
  func handsCopy(passesWhole: Bool, passesInout: Bool, asEffect: Bool, _ context: Context) -> Bool {
    passesWhole && !passesInout && asEffect && !stateIsHeld && !context.returnsNextState
      && !reference.selfIsState
  }
}
