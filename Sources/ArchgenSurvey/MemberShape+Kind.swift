import SwiftSyntax

/// What one instance property makes of its type (see `MemberShape`): a service it hands out (a
/// stored property of another of the app's types, or a function it is given: `var now: () ->
/// Date`), work it does (a computed property, like a method: `var window: UIWindow? { … }`), or a
/// setting (a stored value: `let baseURL: String`).
extension MemberShape {
  package enum Kind { case service, work, value, other }

  package mutating func add(_ name: String, _ kind: Kind) {
    switch kind {
    case .service: services.insert(name)
    case .work: methods.insert(name)
    case .value: values.insert(name)
    case .other: break
    }
  }

  /// Merged over every file that declares or extends the type, and over the app's classes it
  /// inherits from: a subclass hands out what its superclass keeps (`MainHub.shared.logger` of
  /// `class MainHub: BaseHub`).
  package static func of(_ type: String, in app: [ProjectFacts]) -> MemberShape {
    var shape = MemberShape()
    var next: String? = type
    var seen: Set<String> = []
    while let current = next, seen.insert(current).inserted {
      for file in app {
        guard let own = file.typeShapes[current] else { continue }
        shape.services.formUnion(own.services)
        shape.methods.formUnion(own.methods)
        shape.values.formUnion(own.values)
        shape.changeableValues.formUnion(own.changeableValues)
        shape.serviceTypes.merge(own.serviceTypes) { first, _ in first }
        shape.forwards.merge(own.forwards) { first, _ in first }
        shape.privateMembers.formUnion(own.privateMembers)
      }
      next = app.lazy.compactMap { $0.superclasses[current] }.first
    }
    return shape
  }

  /// A type made only of settings (`struct Environment { let baseURL: String; … }` with `static
  /// var current`): a configuration the app reads, not an environment of services.
  package var isSettingsOnly: Bool { services.isEmpty && !values.isEmpty }

  /// A type that hands out nothing: its stored services and values are all private, and it does
  /// its work in methods (`DiscogsAPIEntityResolver` keeping its session and cache to itself and
  /// offering `resolveArtist(id:)`): a service of one concern, whatever it is called.
  package var handsOutNothing: Bool {
    !methods.isEmpty && services.union(values).isSubset(of: privateMembers)
  }

  /// A type made of settings, or of groups of constant settings it hands out (`ConfigManager
  /// .shared.general.appApiURL` of `let general = General()`, `class General { let appApiURL: URL
  /// }`): configuration the app reads, whatever it is called, not services. A group the app can
  /// change (`class AppSettings { var autofill = true }`) is state it shares, a service.
  package static func holdsOnlySettings(_ type: String, in app: [ProjectFacts]) -> Bool {
    let shape = of(type, in: app)
    if shape.isSettingsOnly { return true }
    guard !shape.services.isEmpty else { return false }
    return shape.services.allSatisfy { service in
      guard let serviceType = shape.serviceTypes[service] else { return false }
      let nested = of("\(type).\(serviceType)", in: app)
      let group = nested == MemberShape() ? of(serviceType, in: app) : nested
      return group.isSettingsOnly && group.methods.isEmpty && group.changeableValues.isEmpty
    }
  }

  /// A protocol's property requirement (`isRequirement`, `var api: API { get }`) is read like a
  /// stored property: what a conforming value hands out.
  package static func kind(
    of binding: PatternBindingSyntax, in owner: String, isRequirement: Bool = false
  ) -> Kind {
    if !isRequirement, isComputed(binding) { return .work }
    var type = binding.typeAnnotation?.type
    while let wrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
      ?? type?.as(OptionalTypeSyntax.self)?.wrappedType
    {
      type = wrapped
    }
    if let attributed = type?.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    if type?.is(FunctionTypeSyntax.self) ?? false { return .service }
    if let value = binding.initializer?.value, type == nil, isLiteral(value) { return .value }
    guard let name = EnvironmentDeclarationReader.typeName(of: binding) else { return .other }
    if EnvironmentWords.valueTypes.contains(name) { return .value }
    if (name.first?.isUppercase ?? false) && !name.contains("<") && name != owner {
      return .service
    }
    return .other
  }

  /// `var body: some View { … }`, `var x: Int { get … }`; not `var x = 1 { didSet … }`.
  package static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil: return false
    case .getter: return true
    case .accessors(let list):
      return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
  }

  private static func isLiteral(_ value: ExprSyntax) -> Bool {
    value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
      || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
  }
}
