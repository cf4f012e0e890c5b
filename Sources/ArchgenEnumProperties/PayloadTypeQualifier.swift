import ArchgenSyntax
import SwiftSyntax

/// Rewrites a payload type so that it can be written in `extension Outer.Panel.Mode`: a name that
/// refers to a type nested in an enclosing type (`Edge`, a sibling of `Mode`) becomes
/// `Outer.Panel.Edge`. Generic parameters and the enum's own nested types are in scope and stay.
package final class PayloadTypeQualifier: SyntaxRewriter {
  private let enumName: String
  private let enumGenerics: Set<String>
  private let index: DeclarationIndex

  package init(enumName: String, genericParameters: [String], index: DeclarationIndex) {
    self.enumName = enumName
    self.enumGenerics = Set(genericParameters)
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  package func qualify(_ type: TypeSyntax) -> TypeSyntax { rewrite(type).cast(TypeSyntax.self) }

  package override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard let identifier = visited.as(IdentifierTypeSyntax.self),
      let scope = enclosingScope(declaring: identifier.name.text.trimmingBackticks)
    else { return visited }
    var base: TypeSyntax?
    for component in scope.split(separator: ".") {
      let name = TokenSyntax.identifier(String(component).escapedAsTypeName)
      base =
        base.map { TypeSyntax(MemberTypeSyntax(baseType: $0, name: name)) }
        ?? TypeSyntax(IdentifierTypeSyntax(name: name))
    }
    guard let base else { return visited }
    let member = MemberTypeSyntax(
      baseType: base, name: identifier.name.trimmed,
      genericArgumentClause: identifier.genericArgumentClause)
    return TypeSyntax(
      member.with(\.leadingTrivia, identifier.leadingTrivia)
        .with(\.trailingTrivia, identifier.trailingTrivia))
  }

  /// The enclosing scope (not the enum itself) that declares `name`, when that is where the name
  /// resolves from inside the enum; nil when the name needs no qualification.
  private func enclosingScope(declaring name: String) -> String? {
    if enumGenerics.contains(name) || index.types[enumName]?.contains(name) == true { return nil }
    let outer = enumName.split(separator: ".").dropLast().map(String.init)
    for components in ScopeLookup.scopes(from: outer) where !components.isEmpty {
      let scope = components.joined(separator: ".")
      if index.genericParameters[scope]?.contains(name) == true { return nil }
      if index.types[scope]?.contains(name) == true { return scope }
    }
    return nil
  }
}
