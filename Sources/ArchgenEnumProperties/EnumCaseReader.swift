import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Reads the cases of one enum body, descending into `#if` blocks, with what enum-props needs.
package struct EnumCaseReader {
  package let source: ParsedSource
  package let payload: PayloadReader

  package func cases(in members: MemberBlockItemListSyntax, conditions: [IfConfigPath])
    -> [EnumCaseModel]
  {
    members.declarationsThroughIfConfigs(conditions: conditions).flatMap { member in
      member.decl.as(EnumCaseDeclSyntax.self).map { cases(of: $0, conditions: member.conditions) }
        ?? []
    }
  }

  private func cases(of decl: EnumCaseDeclSyntax, conditions: [IfConfigPath]) -> [EnumCaseModel] {
    let availability = decl.attributes.availability
    let isIndirect = decl.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) }
    return decl.elements.map { element in
      let (line, column) = source.location(of: element.positionAfterSkippingLeadingTrivia)
      return EnumCaseModel(
        name: element.name.text.trimmingBackticks, payload: payload.payload(of: element),
        line: line, column: column, conditions: conditions, availability: availability,
        isIndirect: isIndirect)
    }
  }
}

extension AttributeListSyntax {
  /// The `@available(...)` attributes, as written.
  package var availability: [String] {
    compactMap { element -> String? in
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available"
      else { return nil }
      return attribute.trimmedDescription
    }
  }
}
