import SwiftParser
import SwiftSyntax

/// A generic enum the files declare, named with its arguments (`LoadState<[Character]>` of `enum
/// LoadState<Success>`): its cases, each generic parameter in their payloads replaced by its
/// argument, under the name as written, which a test can spell (`LoadState<[Character]>.idle`).
extension TypeCatalog {
  func specializedEnum(named name: String, near owner: String?) -> EnumType? {
    guard name.contains("<"), let written = Self.genericArguments(name),
      var found = lookup(written.base, near: owner, in: enums, qualifiedName: \.qualifiedName),
      found.genericParameters.count == written.arguments.count
    else { return nil }
    let substitutions = Dictionary(
      zip(found.genericParameters, written.arguments).map { ($0, $1) },
      uniquingKeysWith: { first, _ in first })
    found.cases = found.cases.map { enumCase in
      var enumCase = enumCase
      enumCase.payload = enumCase.payload.map { payload in
        var payload = payload
        payload.type = GenericSubstitution.apply(substitutions, to: payload.type)
        return payload
      }
      return enumCase
    }
    let prefix = found.qualifiedName.dropLast(written.base.count)
    found.qualifiedName = prefix + name.trimmingCharacters(in: .whitespaces)
    found.genericParameters = []
    return found
  }

  /// `LoadState<[Character]>` → `LoadState`, `[[Character]]`; nil for a name with no arguments.
  private static func genericArguments(_ name: String) -> (base: String, arguments: [String])? {
    let tree = Parser.parse(source: "let value: \(name)")
    guard !tree.hasError,
      let type = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?
        .typeAnnotation?.type
    else { return nil }
    if let plain = type.as(IdentifierTypeSyntax.self), let clause = plain.genericArgumentClause {
      return (plain.name.text, clause.arguments.map { $0.argument.trimmedDescription })
    }
    if let member = type.as(MemberTypeSyntax.self), let clause = member.genericArgumentClause {
      return (
        "\(member.baseType.trimmedDescription).\(member.name.text)",
        clause.arguments.map { $0.argument.trimmedDescription }
      )
    }
    return nil
  }
}

/// A type written with generic parameters, each replaced by the type it stands for.
enum GenericSubstitution {
  static func apply(_ substitutions: [String: String], to type: String) -> String {
    guard !substitutions.isEmpty else { return type }
    let tree = Parser.parse(source: "let value: \(type)")
    guard !tree.hasError,
      let annotation = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?
        .typeAnnotation?.type
    else { return type }
    return GenericArguments(substitutions).rewrite(annotation).trimmedDescription
  }
}
