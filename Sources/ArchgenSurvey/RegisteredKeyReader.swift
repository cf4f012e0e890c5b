import SwiftSyntax

/// The keys an app registers in a container family's extensions, which a property wrapper's
/// root-less key path names (`@InjectedObservable(\.player)` reads `player`): each property of
/// `extension Container` typed `Factory<…>` (Factory), and each property of `extension
/// DependencyValues` (swift-dependencies).
package final class RegisteredKeyReader: SyntaxVisitor {
  /// Family (`Factory`, `DependencyValues`) → the keys its extensions in this file declare.
  package private(set) var keys: [String: Set<String>] = [:]

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let family: String
    switch node.extendedType.trimmedDescription {
    case "Container": family = "Factory"
    case "DependencyValues": family = "DependencyValues"
    default: return .skipChildren
    }
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if family == "DependencyValues" || type.hasPrefix("Factory<") {
          keys[family, default: []].insert(name)
        }
      }
    }
    return .skipChildren
  }
}
