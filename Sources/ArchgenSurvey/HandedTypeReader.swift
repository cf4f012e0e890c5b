import SwiftSyntax

/// The app's types a file makes (`Dependencies(api: api)`, `Dependencies.init()`) and the ones it
/// takes as a parameter or keeps in a stored property (`init(dependencies: Dependencies)`, `let
/// dependencies: Dependencies`): a container made once and handed on by hand, never read through a
/// global (see `PassedContainerEvidence`).
package final class HandedTypeReader: SyntaxVisitor {
  package private(set) var made: Set<String> = []
  package private(set) var taken: Set<String> = []

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    var called = node.calledExpression
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      called = base
    }
    if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase ?? false
    {
      made.insert(name)
    }
    return .visitChildren
  }

  package override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    var parent = node.parent
    // `Dependencies?`, `Dependencies!`, `inout Dependencies`, `any Dependencies`.
    while let type = parent,
      type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        || type.is(AttributedTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
    {
      parent = type.parent
    }
    if parent?.is(FunctionParameterSyntax.self) ?? false || isStoredProperty(parent) {
      taken.insert(node.name.text)
    }
    return .visitChildren
  }

  /// `let dependencies: Dependencies`, `var dependencies: Dependencies!`; not a computed property.
  private func isStoredProperty(_ node: Syntax?) -> Bool {
    guard let annotation = node?.as(TypeAnnotationSyntax.self),
      let binding = annotation.parent?.as(PatternBindingSyntax.self)
    else { return false }
    return !MemberShape.isComputed(binding)
  }
}
