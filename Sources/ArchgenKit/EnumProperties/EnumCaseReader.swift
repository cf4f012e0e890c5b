import SwiftSyntax

/// Reads the cases of one enum body, descending into `#if` blocks.
struct EnumCaseReader {
  let source: ParsedSource
  let payload: PayloadReader

  func cases(in members: MemberBlockItemListSyntax, conditions: [IfConfigPath]) -> [EnumCaseModel] {
    var result: [EnumCaseModel] = []
    for member in members {
      if let decl = member.decl.as(EnumCaseDeclSyntax.self) {
        result += cases(of: decl, conditions: conditions)
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        var directives: [String] = []
        for clause in ifConfig.clauses {
          directives.append(clause.directive)
          if case .decls(let items) = clause.elements {
            result += cases(in: items, conditions: conditions + [IfConfigPath(directives)])
          }
        }
      }
    }
    return result
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
  var availability: [String] {
    compactMap { element -> String? in
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available"
      else { return nil }
      return attribute.trimmedDescription
    }
  }
}
