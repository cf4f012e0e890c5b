import ArchgenSyntax
import SwiftSyntax

/// What a property wrapper's `wrappedValue` is read from, when that is another wrapper: the
/// attributes of the wrapper's own stored properties that its `wrappedValue` reads
/// (`@Injected(\.store) private var store` with `var wrappedValue: Context { store.context }` →
/// `Injected`). A wrapper whose value comes from an injecting wrapper injects too, whatever its
/// name; one whose value comes from a plain stored value (`let key: String`) reads nothing.
package enum WrappedValueSources {
  package static func attributes(in members: MemberBlockSyntax) -> Set<String> {
    var wrapped: [String: Set<String>] = [:]
    var valueReads: [Syntax] = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
        let name = IdentifierName.of(pattern.identifier)
        if name == "wrappedValue" {
          if let accessors = binding.accessorBlock { valueReads.append(Syntax(accessors)) }
          if let value = binding.initializer { valueReads.append(Syntax(value)) }
          continue
        }
        guard !MemberShape.isComputed(binding) else { continue }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
          .map { TypeName.text(of: $0.attributeName) }
        if !attributes.isEmpty { wrapped[name, default: []].formUnion(attributes) }
      }
    }
    guard !wrapped.isEmpty else { return [] }
    let read = valueReads.reduce(into: Set<String>()) { $0.formUnion(ReadNames.of($1)) }
    return read.reduce(into: Set<String>()) { found, name in
      found.formUnion(wrapped[name] ?? wrapped[String(name.trimmingPrefix("_"))] ?? [])
    }
  }

  /// The names a getter reads: `store` of `store.context`, `self.store.context` or `_store`.
  private final class ReadNames: SyntaxVisitor {
    var names: Set<String> = []

    static func of(_ syntax: Syntax) -> Set<String> {
      let reader = ReadNames(viewMode: .sourceAccurate)
      reader.walk(syntax)
      return reader.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      names.insert(IdentifierName.of(node.baseName))
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        names.insert(IdentifierName.of(node.declName.baseName))
      }
      return .visitChildren
    }
  }
}
