import SwiftSyntax

/// A part of the state handed to another reducer is that reducer's machine, not this one's.
extension TransitionExtractor {
  /// `state.connection = connectionReducer(action: action, state: state.connection)`: a part of
  /// the state and the event handed to another reducer, its result put back: forwarding.
  package func isSubReducerResult(_ items: [ExprSyntax]) -> Bool {
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      case .field(let field) = reference.access(items[0]),
      let call = TargetValue.unwrap(items[2]).as(FunctionCallExprSyntax.self)
    else { return false }
    let arguments = call.arguments.map {
      $0.expression.as(InOutExprSyntax.self)?.expression ?? $0.expression
    }
    return arguments.contains { reference.access($0) == .field(field) }
      && arguments.contains { reference.isEvent($0) || reference.derivesFromEvent($0) }
  }
}
