import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What a composable-architecture feature's own declaration tells its tests: the `@Dependency`
/// properties its effects may call, each with the line a test overrides it by, and whether its
/// actions have case key paths (`@Reducer`, or `@CasePathable` on `Action`), so that a test
/// receives an action by its case (`receive(\.loaded)`).
package struct StoreDependencies: Equatable {
  /// `apiClient` of `@Dependency(\.apiClient) var apiClient`, to the value a test sets:
  /// `$0.apiClient` (`$0[APIClient.self]` for `@Dependency(APIClient.self)`).
  package var overrides: [String: String] = [:]
  package var casePaths = false

  /// The declarations (and extensions) in `source` of the feature's type, by its last name.
  package static func read(feature: String, in source: ParsedSource) -> StoreDependencies {
    let name = feature.split(separator: ".").last.map(String.init) ?? feature
    let reader = FeatureMembers(name: name)
    reader.walk(source.tree)
    return reader.found
  }
}

private final class FeatureMembers: SyntaxVisitor {
  let name: String
  var found = StoreDependencies()
  private var depth = 0

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text == name, attributes: node.attributes)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave(node.name.text == name) }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.trimmedText == name, attributes: node.attributes)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    leave(node.extendedType.trimmedText == name)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    if depth > 0, node.name.text == "Action", Self.names(node.attributes).contains("CasePathable") {
      found.casePaths = true
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard depth > 0,
      let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
        .first(where: { $0.attributeName.trimmedText == "Dependency" }),
      let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    else { return .skipChildren }
    let target: String
    if let path = argument.as(KeyPathExprSyntax.self) {
      target = "$0" + path.components.trimmedText
    } else {
      target = "$0[\(argument.trimmedText)]"
    }
    for binding in node.bindings {
      if let property = binding.pattern.as(IdentifierPatternSyntax.self) {
        found.overrides[property.identifier.text] = target
      }
    }
    return .skipChildren
  }

  private func enter(_ matches: Bool, attributes: AttributeListSyntax) -> SyntaxVisitorContinueKind
  {
    guard matches else { return depth > 0 ? .skipChildren : .visitChildren }
    if Self.names(attributes).contains("Reducer") { found.casePaths = true }
    depth += 1
    return .visitChildren
  }

  private func leave(_ matches: Bool) {
    if matches { depth -= 1 }
  }

  private static func names(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
  }
}
