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
        // `@Shared(.history) var history: History`: the attribute gives the value.
        if MemberShapes.isInitializedByWrapper(variable) { continue }
        guard let type = binding.typeAnnotation?.type.trimmedText else { continue }
        // An optional `var` without a value starts as nil: not a parameter to pass.
        if variable.bindingSpecifier.tokenKind == .keyword(.var) && type.hasSuffix("?") {
          continue
        }
        required.append(.init(label: binding.pattern.trimmedText, type: type))
      }
    }
    var access = StoredFieldAccess(members)
    variables.subtract(access.hidden)
    // An initializer of its own replaces the memberwise one: the one with the fewest
    // parameters without a default (not `init(from:)`, unless it is the only one). One that
    // draws a fresh id or date in its body (`self.id = UUID()`) comes after every one that
    // does not; when all do, two values built alike differ (`init` is fresh).
    var alternatives: [[TypeCatalog.Payload]] = []
    var initialValues: [String: String]?
    var freshInitializers: [[TypeCatalog.Payload]] = []
    // A `private` or `fileprivate` initializer is not one a test can call, even through
    // `@testable import`: where every one is, the value is a placeholder that says so (and a
    // value the files declare for the type is taken instead, `PSQLError.Code.sslUnsupported`).
    // A failable one (`init?`, `init!`) answers an Optional, or traps unwrapped, for values it
    // refuses (`InAppPurchase(rawValue: "")`): never one a test calls for a value either.
    let visible = initializers.filter { !$0.modifiers.isFilePrivate }
    let callable = visible.filter { $0.optionalMark == nil }
    if !initializers.isEmpty && callable.isEmpty {
      let why = visible.isEmpty ? "private" : "failable"
      required = [.init(label: nil, type: "\(qualifiedName) (its initializers are \(why))")]
    }
    if !callable.isEmpty {
      let ranked = callable.map { (initializer: $0, fresh: FreshDraws.draws($0)) }
        .enumerated().sorted { lhs, rhs in
          let left = (lhs.element.fresh ? 1 : 0, MemberShapes.rank(lhs.element.initializer))
          let right = (rhs.element.fresh ? 1 : 0, MemberShapes.rank(rhs.element.initializer))
          return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
      let parameters = ranked.map { Self.parameters($0.initializer) }
      required = parameters.first ?? []
      initialValues = ranked.first.map { InitializerWrites.constants($0.initializer) }
      if ranked.first?.fresh == true { access.markFreshInitializer() }
      alternatives = Array(zip(ranked, parameters).dropFirst().filter { !$0.0.fresh }.map(\.1))
      freshInitializers = zip(ranked, parameters).filter { $0.0.fresh }.map(\.1)
    }
    var read = Self(
      qualifiedName: qualifiedName, required: required,
      variables: variables, fieldTypes: fieldTypes,
      isGeneric: generics != nil,
      genericParameters: generics?.parameters.map(\.name.text) ?? [],
      inherited: inherited, freshDefaults: access.fresh,
      declaredValues: access.declared, unreadable: access.unreadable, wrapped: wrapped)
    read.alternatives = alternatives
    read.initialValues = initialValues
    read.freshInitializers = freshInitializers
    return read
  }

  /// The parameters a call of `initializer` passes: those without a default.
  private static func parameters(_ initializer: InitializerDeclSyntax) -> [TypeCatalog.Payload] {
    initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map {
      TypeCatalog.Payload(
        label: $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text,
        type: $0.type.trimmedText)
    }
  }
}
