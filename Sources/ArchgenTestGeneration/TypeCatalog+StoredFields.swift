import ArchgenSyntax
import SwiftSyntax

extension TypeCatalog.StructType {
  /// A struct (or class) as the catalog reads its members: stored fields, which a test may set,
  /// their types and declared values, and the initializer a test calls.
  package static func read(
    qualifiedName: String, inherited: [String], members: [DeclSyntax],
    generics: GenericParameterClauseSyntax?
  ) -> Self {
    let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    var required: [TypeCatalog.Payload] = []
    var variables: Set<String> = []
    var fieldTypes: [String: String] = [:]
    var wrapped: Set<String> = []
    for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
    where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
      for binding in variable.bindings where MemberShapes.isStored(binding) {
        if MemberShapes.isWrapped(variable) { wrapped.insert(binding.pattern.trimmedText) }
        if variable.bindingSpecifier.tokenKind == .keyword(.var) {
          variables.insert(binding.pattern.trimmedText)
        }
        if let type = binding.typeAnnotation?.type.trimmedText
          ?? binding.initializer.flatMap({ MemberShapes.literalType($0.value) })
        {
          fieldTypes[binding.pattern.trimmedText] = type
        }
        guard binding.initializer == nil else { continue }
        guard let type = binding.typeAnnotation?.type.trimmedText else { continue }
        // An optional `var` without a value starts as nil: not a parameter to pass.
        if variable.bindingSpecifier.tokenKind == .keyword(.var) && type.hasSuffix("?") {
          continue
        }
        required.append(.init(label: binding.pattern.trimmedText, type: type))
      }
    }
    let access = StoredFieldAccess(members)
    variables.subtract(access.hidden)
    // An initializer of its own replaces the memberwise one: the one with the fewest
    // parameters without a default (not `init(from:)`, unless it is the only one).
    if !initializers.isEmpty {
      let chosen = initializers.min { lhs, rhs in
        MemberShapes.rank(lhs) < MemberShapes.rank(rhs)
      }
      required =
        chosen?.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map {
          TypeCatalog.Payload(
            label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
            type: $0.type.trimmedText)
        } ?? []
    }
    return .init(
      qualifiedName: qualifiedName, required: required,
      variables: variables, fieldTypes: fieldTypes,
      isGeneric: generics != nil,
      genericParameters: generics?.parameters.map(\.name.text) ?? [],
      inherited: inherited, freshDefaults: access.fresh,
      declaredValues: access.declared, unreadable: access.unreadable, wrapped: wrapped)
  }
}
