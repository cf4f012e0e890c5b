import ArchgenSyntax
import SwiftSyntax

/// What a member hands back, read from its body: a value made once (`lazy var storage = {
/// PersistentStorage(…) }()`), or another accessor's member it forwards (`var libraryUpdater:
/// LibraryUpdater { AmperKit.shared.libraryUpdater }`, `func getMeta(_ info: Info) -> Meta {
/// AmperKit.shared.getMeta(info) }`): a type that forwards a locator's services is a way to it.
package enum ForwardedMember {
  /// The member of another accessor a property's getter or once-made value hands back
  /// (`AmperKit.shared.storage`).
  package static func forwarded(by binding: PatternBindingSyntax) -> String? {
    if let statements = EnvironmentDeclarationReader.getter(of: binding) {
      return statements.count == 1 ? forwarded(handedBackBy: statements) : nil
    }
    guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      call.arguments.isEmpty,
      let closure = call.calledExpression.as(ClosureExprSyntax.self)
    else { return nil }
    return forwarded(handedBackBy: closure.statements)
  }

  /// The member of another accessor the statements' last value reads or calls
  /// (`AmperKit.shared.player` of `return AmperKit.shared.player`, `AmperKit.shared.getMeta` of
  /// `AmperKit.shared.getMeta(info)`): a chain of at least two names from a type, then the member.
  package static func forwarded(handedBackBy statements: CodeBlockItemListSyntax) -> String? {
    guard var value = handedBack(by: statements).map(PlainExpression.uncast) else { return nil }
    if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
    guard let chain = EnvironmentUseReader.chain(value), chain.first?.isUppercase ?? false
    else { return nil }
    return chain.split(separator: ".").count >= 3 ? chain : nil
  }

  /// The value the last statement hands back: `return x` or a final expression.
  package static func handedBack(by statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard let item = statements.last?.item else { return nil }
    return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
  }

  /// `{ PersistentStorage(…) }()`: the value a closure called once, given nothing, makes.
  package static func madeOnce(_ value: ExprSyntax) -> ExprSyntax? {
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let closure = call.calledExpression.as(ClosureExprSyntax.self)
    else { return nil }
    return handedBack(by: closure.statements).map(PlainExpression.uncast)
  }
}
