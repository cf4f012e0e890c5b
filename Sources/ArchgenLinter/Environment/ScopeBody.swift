import ArchgenCore
import SwiftSyntax

/// A syntax node that binds names for one of its children (a body): what it binds, as patterns
/// (whose bound identifiers count) and plain names (parameters, captures).
package struct ScopeBody {
  package var id: SyntaxIdentifier
  package var patterns: [Syntax] = []
  package var plainNames: [String] = []

  /// Whether `parent` binds names for `child`: `child` is its body. Cheap; bindings come later.
  /// Asked of every ancestor of every reference: the kind is read before any cast, and most
  /// ancestors (expressions, lists, statements) are none of these.
  package static func opensScope(_ parent: Syntax, for child: Syntax) -> Bool {
    switch parent.kind {
    case .memberBlockItemList: true
    case .functionDecl: child.id == parent.as(FunctionDeclSyntax.self)?.body?.id
    case .initializerDecl: child.id == parent.as(InitializerDeclSyntax.self)?.body?.id
    case .subscriptDecl: child.id == parent.as(SubscriptDeclSyntax.self)?.accessorBlock?.id
    case .closureExpr: child.id == parent.as(ClosureExprSyntax.self)?.statements.id
    case .forStmt: child.id == parent.as(ForStmtSyntax.self)?.body.id
    case .ifExpr: child.id == parent.as(IfExprSyntax.self)?.body.id
    case .whileStmt: child.id == parent.as(WhileStmtSyntax.self)?.body.id
    case .switchCase: child.id == parent.as(SwitchCaseSyntax.self)?.statements.id
    case .catchClause: child.id == parent.as(CatchClauseSyntax.self)?.body.id
    default: false
    }
  }

  /// What `parent` binds for its body (see `opensScope`).
  package static func scope(_ parent: Syntax) -> ScopeBody {
    var scope = ScopeBody(id: parent.id)
    switch parent.as(SyntaxEnum.self) {
    case .memberBlockItemList(let members):
      scope.patterns = members.flatMap { member in
        member.decl.as(VariableDeclSyntax.self)?.bindings.map { Syntax($0.pattern) } ?? []
      }
      // A nested type of the environment's name (`struct App {}` in `AppConfiguration`) is what
      // the name means inside its outer type: `App()` there makes the nested type.
      scope.plainNames = members.compactMap { nestedTypeName($0.decl) }
    case .functionDecl(let function):
      scope.plainNames = parameterNames(function.signature.parameterClause.parameters)
    case .initializerDecl(let initializer):
      scope.plainNames = parameterNames(initializer.signature.parameterClause.parameters)
    case .subscriptDecl(let subscriptDecl):
      scope.plainNames = subscriptDecl.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
    case .closureExpr(let closure):
      scope.plainNames = closureNames(closure.signature)
    case .forStmt(let forStmt):
      scope.patterns = [Syntax(forStmt.pattern)]
    case .ifExpr(let ifExpr):
      scope.patterns = conditionPatterns(ifExpr.conditions)
    case .whileStmt(let whileStmt):
      scope.patterns = conditionPatterns(whileStmt.conditions)
    case .switchCase(let switchCase):
      scope.patterns =
        switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.map { Syntax($0.pattern) } ?? []
    case .catchClause(let catchClause):
      scope.patterns = catchClause.catchItems.compactMap { $0.pattern.map(Syntax.init) }
    default:
      break
    }
    return scope
  }

  /// The name a member declares a type by: a nested struct, class, enum, actor or typealias.
  private static func nestedTypeName(_ decl: DeclSyntax) -> String? {
    let name: TokenSyntax? =
      switch decl.as(DeclSyntaxEnum.self) {
      case .structDecl(let type): type.name
      case .classDecl(let type): type.name
      case .enumDecl(let type): type.name
      case .actorDecl(let type): type.name
      case .typeAliasDecl(let type): type.name
      case .protocolDecl(let type): type.name
      default: nil
      }
    return name.map { LintText.withoutBackticks($0.text) }
  }

  /// `if let Current`, `if case let Current? = x`, `while case .some(let Current) = x`.
  package static func conditionPatterns(_ conditions: ConditionElementListSyntax) -> [Syntax] {
    conditions.compactMap { element in
      if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
        return Syntax(binding.pattern)
      }
      if let matching = element.condition.as(MatchingPatternConditionSyntax.self) {
        return Syntax(matching.pattern)
      }
      return nil
    }
  }

  private static func parameterNames(_ parameters: FunctionParameterListSyntax) -> [String] {
    parameters.map { LintText.withoutBackticks(($0.secondName ?? $0.firstName).text) }
  }

  /// Parameters and captures: `{ [Current] Current, x in ... }`, `{ [env = Current] (a: Int) in }`.
  private static func closureNames(_ signature: ClosureSignatureSyntax?) -> [String] {
    guard let signature else { return [] }
    var names = signature.capture?.items.map { LintText.withoutBackticks($0.name.text) } ?? []
    switch signature.parameterClause {
    case .simpleInput(let shorthand): names += shorthand.map { $0.name.text }
    case .parameterClause(let clause):
      names += clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: break
    }
    return names.map(LintText.withoutBackticks)
  }
}
