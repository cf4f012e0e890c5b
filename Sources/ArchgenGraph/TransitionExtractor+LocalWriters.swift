import ArchgenCore
import SwiftSyntax

/// A local closure that writes the state (`let update = { self.status = $0 }`): calling it
/// (`update(.done)`) is that write with the argument (`status = .done`).
extension TransitionExtractor {
  /// Notes `name` when `value` is a closure whose one statement assigns its parameter to the
  /// state or to a field of it.
  package func noteLocalWriter(_ name: String, _ value: ExprSyntax) {
    guard let closure = TargetValue.unwrap(value).as(ClosureExprSyntax.self),
      closure.statements.count == 1, let only = closure.statements.first,
      let sequence = Self.sequence(only.item), sequence.elements.count == 3
    else { return }
    let items = Array(sequence.elements)
    guard items[1].is(AssignmentExprSyntax.self), let target = reference.access(items[0]),
      let written = StateReference.path(items[2]), written.count == 1,
      Self.isParameter(written[0], of: closure)
    else { return }
    localWriters[name] = target
  }

  /// `update(.done)` where `update` is a local writer: the write, with its argument as the value.
  /// Returns false for any other call.
  package func calledLocalWriter(_ call: FunctionCallExprSyntax, _ context: inout Context) -> Bool {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let target = localWriters[name], call.arguments.count == 1,
      let argument = call.arguments.first?.expression
    else { return false }
    apply(target, TargetValue.branches(argument, narrow: narrowing), line: line(call), &context)
    return true
  }

  private static func sequence(_ item: CodeBlockItemSyntax.Item) -> SequenceExprSyntax? {
    switch item {
    case .expr(let expression): expression.as(SequenceExprSyntax.self)
    case .stmt(let statement):
      statement.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
    default: nil
    }
  }

  /// `$0` in a closure without a signature, or the closure's one named parameter.
  private static func isParameter(_ name: String, of closure: ClosureExprSyntax) -> Bool {
    switch closure.signature?.parameterClause {
    case nil: name == "$0"
    case .simpleInput(let list): list.count == 1 && list.first?.name.text == name
    case .parameterClause(let clause):
      clause.parameters.count == 1
        && (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text
          == name
    }
  }
}
