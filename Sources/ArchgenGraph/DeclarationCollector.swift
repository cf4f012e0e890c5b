import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// The enum cases, type names and UniFlow feature-state types a file declares, read from its
/// `DeclarationTable` (types at any depth, function bodies included).
package struct DeclarationCollector {
  package private(set) var enums: [EnumFacts] = []
  package private(set) var featureStates: [(owner: String, name: String)] = []
  package private(set) var typeNames: [String] = []

  package init(_ source: ParsedSource, declarations: DeclarationTable) {
    for type in declarations.types {
      switch type.kind {
      case .enumType:
        typeNames.append(type.qualifiedName)
        guard let node = type.decl.as(EnumDeclSyntax.self) else { continue }
        enums.append(Self.enumFacts(node, qualifiedName: type.qualifiedName, source))
      case .structType, .classType:
        typeNames.append(type.qualifiedName)
        noteFeatureState(type)
      default: continue
      }
    }
  }

  private static func enumFacts(
    _ node: EnumDeclSyntax, qualifiedName: String, _ source: ParsedSource
  ) -> EnumFacts {
    var cases: [(String, Int, Int, String)] = []
    for caseDecl in caseDecls(node.memberBlock.members) {
      for element in caseDecl.elements {
        let (line, column) = source.location(of: element.positionAfterSkippingLeadingTrivia)
        let payload = element.parameterClause.map(TokenText.normalized) ?? ""
        cases.append((element.name.text, line, column, payload))
      }
    }
    return EnumFacts(qualifiedName: qualifiedName, file: source.path, cases: cases)
  }

  /// Case declarations, including those in every clause of `#if` blocks.
  private static func caseDecls(_ members: MemberBlockItemListSyntax) -> [EnumCaseDeclSyntax] {
    members.declarationsThroughIfConfigs().compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
  }

  private mutating func noteFeatureState(_ type: DeclaredType) {
    guard let inheritance = type.inheritanceClause,
      inheritance.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("State") })
    else { return }
    guard !type.scope.isEmpty else { return }
    featureStates.append((type.scope.joined(separator: "."), type.name))
  }
}
