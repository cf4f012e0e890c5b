import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What the effect a composable-architecture action returns does, read from the `return` of
/// the `case` that holds one of the action's writes: the actions it sends back (`.send(.reset)`,
/// `.run { send in await send(.loaded(count: 3)) }`) and the names it reads (a `@Dependency`
/// property the test must override).
package struct StoreEffect: Equatable {
  /// The actions the effect sends back, as written, in order; nil when they cannot be told (an
  /// effect of another form, a `send` in a branch or a loop, a case that returns in two places).
  package var responses: [ExprSyntax]?
  /// Every name the case reads, its effect's closures included: a `@Dependency` property read
  /// there is read when the test sends the action.
  package var names: Set<String>

  /// The effect of the `case` that holds the write on `line`; nil when the line is in no `case`
  /// or the case returns nothing.
  package static func read(line: Int, in source: ParsedSource) -> StoreEffect? {
    guard let write = source.write(onLine: line),
      let switchCase = write.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) })
    else { return nil }
    let returns = ReturnCollector(viewMode: .sourceAccurate)
    returns.walk(switchCase.statements)
    guard !returns.expressions.isEmpty else { return nil }
    let names = NameCollector(viewMode: .sourceAccurate)
    names.walk(switchCase.statements)
    let responses = returns.expressions.count == 1 ? responses(of: returns.expressions[0]) : nil
    return StoreEffect(responses: responses, names: names.names)
  }

  /// `.none` sends nothing; `.send(action)` sends it; `.run { send in … }` sends what it calls
  /// `send` with, when each call is a statement of the closure itself.
  private static func responses(of expression: ExprSyntax) -> [ExprSyntax]? {
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "none"
    {
      return []
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    switch member.declName.baseName.text {
    case "send":
      guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
        call.trailingClosure == nil
      else { return nil }
      return [only.expression]
    case "run":
      let closure =
        call.trailingClosure
        ?? call.arguments.first(where: { $0.label?.text == "operation" })?.expression.as(
          ClosureExprSyntax.self)
      guard let closure, let send = firstParameter(of: closure) else { return nil }
      return sent(through: send, in: closure)
    default:
      return nil
    }
  }

  /// The actions passed to `send` in the closure's own statements; nil when a call to `send`
  /// sits anywhere else (a branch, a loop, a nested closure), which the work before it decides.
  private static func sent(through send: String, in closure: ClosureExprSyntax) -> [ExprSyntax]? {
    let calls = SendCalls(name: send)
    calls.walk(closure.statements)
    var sent: [ExprSyntax] = []
    for call in calls.found {
      guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else {
        return nil
      }
      var node = Syntax(call)
      while let parent = node.parent,
        parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
      {
        node = parent
      }
      guard let item = node.parent?.as(CodeBlockItemSyntax.self),
        item.parent?.parent?.as(ClosureExprSyntax.self)?.id == closure.id
      else { return nil }
      sent.append(only.expression)
    }
    return sent
  }

  private static func firstParameter(of closure: ClosureExprSyntax) -> String? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): return list.first?.name.text
    case .parameterClause(let clause):
      return (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text
    case nil: return nil
    }
  }
}

/// The expressions the statements return, outside any closure or nested function.
private final class ReturnCollector: SyntaxVisitor {
  var expressions: [ExprSyntax] = []

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { expressions.append(expression) }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The names an expression reads: `apiClient` of `apiClient.fetch()` and of `self.apiClient`,
/// not a member of anything else (`.archive`, `client.archive`).
private final class NameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
      member.base?.trimmedText != "self"
    {
      return .visitChildren
    }
    names.insert(node.baseName.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
}

/// Calls of the closure's `send` parameter.
private final class SendCalls: SyntaxVisitor {
  let name: String
  var found: [FunctionCallExprSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
      found.append(node)
    }
    return .visitChildren
  }
}
