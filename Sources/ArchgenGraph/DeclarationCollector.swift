import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Collects enum cases and UniFlow feature-state types declared in a file.
package final class DeclarationCollector: SyntaxVisitor {
  private let source: ParsedSource
  package private(set) var enums: [EnumFacts] = []
  package private(set) var featureStates: [(owner: String, name: String)] = []
  package private(set) var typeNames: [String] = []

  package init(_ source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = SyntaxScope.typePath(of: node) + [node.name.text]
    typeNames.append(path.joined(separator: "."))
    var cases: [(String, Int, Int, String)] = []
    for caseDecl in Self.caseDecls(node.memberBlock.members) {
      for element in caseDecl.elements {
        let (line, column) = source.location(of: element.positionAfterSkippingLeadingTrivia)
        let payload = element.parameterClause.map(TokenText.normalized) ?? ""
        cases.append((element.name.text, line, column, payload))
      }
    }
    enums.append(
      EnumFacts(qualifiedName: path.joined(separator: "."), file: source.path, cases: cases))
    return .visitChildren
  }

  /// Case declarations, including those in every clause of `#if` blocks.
  private static func caseDecls(_ members: MemberBlockItemListSyntax) -> [EnumCaseDeclSyntax] {
    members.declarationsThroughIfConfigs().compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
  }

  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    typeNames.append((SyntaxScope.typePath(of: node) + [node.name.text]).joined(separator: "."))
    noteFeatureState(node.name.text, node.inheritanceClause, node)
    return .visitChildren
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    typeNames.append((SyntaxScope.typePath(of: node) + [node.name.text]).joined(separator: "."))
    noteFeatureState(node.name.text, node.inheritanceClause, node)
    return .visitChildren
  }

  private func noteFeatureState(
    _ name: String, _ inheritance: InheritanceClauseSyntax?, _ node: some SyntaxProtocol
  ) {
    guard let inheritance,
      inheritance.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("State") })
    else { return }
    let owner = SyntaxScope.typePath(of: node)
    guard !owner.isEmpty else { return }
    featureStates.append((owner.joined(separator: "."), name))
  }
}
