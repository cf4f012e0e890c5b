import SwiftSyntax

/// A resolve call inside a registration: the container hands itself to the factory closure it
/// keeps (`container.register(Feed.self) { r in Feed(api: r.resolve(API.self)!) }`,
/// `Factory(type: Feed.self) { _, resolver in try resolver.resolve(type: API.self) }`), and the
/// factory builds one service from others. That is the container's own wiring, not code reaching
/// for the environment: the receiver is a parameter of an enclosing closure, whatever the
/// library, the method or the parameter is called. A container passed to a function or an
/// initialiser (`func inject(_ resolver: Resolver)`) is still read.
extension ResolverCall {
  package static func isInRegistration(_ call: FunctionCallExprSyntax) -> Bool {
    guard let receiver = receiverName(of: call) else { return false }
    var current = call.parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self) {
        if parameterNames(of: closure).contains(receiver) { return true }
        // `$0.resolve(API.self)`: the closure's first parameter, unnamed.
        if receiver.hasPrefix("$"), closure.signature?.parameterClause == nil { return true }
      }
      if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
        || node.is(AccessorBlockSyntax.self) || node.is(MemberBlockSyntax.self)
      {
        return false
      }
      current = node.parent
    }
    return false
  }

  /// `r` of `r.resolve(…)`, `resolver` of `try resolver.resolve(…)`; nil for a bare call or a
  /// chain (`Container.shared.resolve`).
  private static func receiverName(of call: FunctionCallExprSyntax) -> String? {
    var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    while let unwrap = base?.as(ForceUnwrapExprSyntax.self) {
      base = unwrap.expression
    }
    if let chain = base?.as(OptionalChainingExprSyntax.self) { base = chain.expression }
    return base?.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list):
      return Set(list.map(\.name.text))
    case .parameterClause(let clause):
      return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    case nil:
      return []
    }
  }
}
