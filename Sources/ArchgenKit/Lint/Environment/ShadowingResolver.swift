import SwiftSyntax

/// Decides whether a name at some point in the code means a local declaration (a variable,
/// parameter, binding or property) rather than the global of that name.
enum ShadowingResolver {
  static func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
    var child = Syntax(node)
    while let parent = child.parent {
      if declaresLocally(name, in: parent, before: child) { return true }
      child = parent
    }
    return false
  }

  private static func declaresLocally(_ name: String, in parent: Syntax, before child: Syntax)
    -> Bool
  {
    if let items = parent.as(CodeBlockItemListSyntax.self) {
      // File-level declarations are the globals themselves.
      guard !(items.parent?.is(SourceFileSyntax.self) ?? true) else { return false }
      for item in items {
        if item.id == child.id { break }
        if let variable = item.item.as(VariableDeclSyntax.self), binds(name, variable) {
          return true
        }
        if let guardStmt = item.item.as(GuardStmtSyntax.self), binds(name, guardStmt.conditions) {
          return true
        }
      }
      return false
    }
    if let members = parent.as(MemberBlockItemListSyntax.self) {
      return members.contains { member in
        member.decl.as(VariableDeclSyntax.self).map { binds(name, $0) } ?? false
      }
    }
    if let function = parent.as(FunctionDeclSyntax.self) {
      return binds(name, function.signature.parameterClause.parameters)
    }
    if let initializer = parent.as(InitializerDeclSyntax.self) {
      return binds(name, initializer.signature.parameterClause.parameters)
    }
    if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
      return signature.parameterClause.map { containsIdentifier(name, $0) } ?? false
    }
    if let forStmt = parent.as(ForStmtSyntax.self), child.id == forStmt.body.id {
      return containsIdentifier(name, forStmt.pattern)
    }
    if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id {
      return binds(name, ifExpr.conditions)
    }
    if let whileStmt = parent.as(WhileStmtSyntax.self), child.id == whileStmt.body.id {
      return binds(name, whileStmt.conditions)
    }
    return false
  }

  private static func binds(_ name: String, _ variable: VariableDeclSyntax) -> Bool {
    variable.bindings.contains { containsIdentifier(name, $0.pattern) }
  }

  private static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
    conditions.contains { element in
      element.condition.as(OptionalBindingConditionSyntax.self).map {
        containsIdentifier(name, $0.pattern)
      } ?? false
    }
  }

  private static func binds(_ name: String, _ parameters: FunctionParameterListSyntax) -> Bool {
    parameters.contains { parameter in
      (parameter.secondName ?? parameter.firstName).text == name
    }
  }

  private static func containsIdentifier(_ name: String, _ syntax: some SyntaxProtocol) -> Bool {
    syntax.tokens(viewMode: .sourceAccurate).contains { token in
      if case .identifier(let text) = token.tokenKind { return text == name }
      return false
    }
  }
}
