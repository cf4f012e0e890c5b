import SwiftSyntax

/// Copy-modify-return through helpers: `state.with { $0.status = .idle }`,
/// `state.set(\.status, .loading)`, `state.copy(status: .done)`.
extension TransitionExtractor {
  package static let copyNames: Set<String> = [
    "with", "map", "mutate", "mutating", "copy", "copying", "updating", "modify", "modified",
    "set", "setting", "changing", "withLock", "withValue", "withMutation", "update",
  ]

  /// A target standing for "what method `key` of the state type sets", resolved across files
  /// when the machines are linked (`StateMethodSummary`).
  package static let methodPlaceholder = "\u{1}"

  /// Reads a helper call on the state as the field changes it makes; false for anything else.
  /// `anyBase`: the receiver is a copy of the state already read (a link of a chain), or
  /// `self` when self is the state (`return mutate { … }` in the state's own method).
  package func copied(_ value: ExprSyntax, _ context: inout Context, anyBase: Bool = false) -> Bool
  {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self) else {
      return false
    }
    let name: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      anyBase || reference.isState(base)
    {
      name = member.declName.baseName.text
    } else if anyBase, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = callee.baseName.text
    } else {
      return copiedThroughFunction(call, &context)
    }
    let location = line(call)
    var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    let arguments = call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }
    if !Self.copyNames.contains(name) {
      return copiedByClosure(name, closures: closures, arguments: Array(arguments), context)
    }
    // `map(task:transform:)` is some other lens: only a closure over `$0` is read for those.
    if Self.closureOnlyNames.contains(name)
      && (!arguments.isEmpty || closures.isEmpty)
    {
      return false
    }
    for closure in closures {
      let saved = reference
      reference.stateNames.formUnion(["$0"] + Self.parameterNames(closure))
      walk(closure.statements, context)
      reference = saved
    }
    // `set(\.status, .loading)`: a key path and its value.
    if arguments.count == 2, let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
      let value = arguments.last?.expression
    {
      let field = keyPath.components.compactMap {
        $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
      }.joined(separator: ".")
      emitField(field, Self.valueNode(resolvedParameter(value)), line: location, context)
      return true
    }
    // `copy(status: .done, error: nil)`: one field per labelled argument.
    for argument in arguments {
      guard let label = argument.label?.text else { continue }
      emitField(
        label, Self.valueNode(resolvedParameter(argument.expression)), line: location, context)
    }
    return true
  }

  private static let closureOnlyNames: Set<String> = [
    "map", "mutate", "mutating", "modify", "withLock", "withValue", "withMutation", "update",
  ]

  package static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let clause):
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }
}
