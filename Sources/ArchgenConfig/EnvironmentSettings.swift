import ArchgenCore
import SwiftParser
import SwiftSyntax

/// `environment:` in `.archgen.yml`: the app's global environment, one setting that scaffolding
/// (what a Builder reads) and lint (what only Builders may read) share.
public struct EnvironmentSettings: Sendable, Equatable {
  public static let defaultAccessor = "CurrentEnvironment.env"

  /// The expression a generated Builder reads the environment through: `CurrentEnvironment.env`,
  /// `Current`, `AppEnvironment.shared`.
  public var accessor: String = Self.defaultAccessor
  /// What lint treats as the environment; nil means the accessor's root name.
  public var names: [String]?
  /// Functions that replace the environment; nil means lint's default.
  public var mutators: [String]?
  /// Property wrappers that inject from the environment (`Injected`, `LazyInjected`, `Dependency`).
  public var propertyWrappers: [String] = []
  /// Methods that resolve a dependency from a container (`resolve`).
  public var resolvers: [String] = []
  /// Whether the config file has the section (lint then ignores the deprecated
  /// `lint.environment.names` and `mutators`).
  public var isSet = false

  public init() {}

  public init(accessor: String, names: [String]? = nil, mutators: [String]? = nil) {
    self.accessor = accessor
    self.names = names
    self.mutators = mutators
    isSet = true
  }

  package init(_ section: ConfigMapping) throws(Diagnostic) {
    if let value = try section.string("accessor") {
      guard Self.rootName(of: value) != nil else {
        throw section.error(
          "accessor",
          "must be a name or a member chain such as 'CurrentEnvironment.env', not '\(value)'")
      }
      accessor = value
    }
    let root = Self.rootName(of: accessor) ?? accessor
    names = try section.strings("names", extending: [root])
    try section.checkNames(names, key: "names", nonEmpty: true)
    mutators = try section.strings("mutators", extending: LintConfig.EnvironmentConfig().mutators)
    try section.checkNames(mutators, key: "mutators", nonEmpty: false, globs: true)
    propertyWrappers = try section.strings("property_wrappers", default: [])
    try section.checkNames(propertyWrappers, key: "property_wrappers", nonEmpty: false)
    resolvers = try section.strings("resolvers", default: [])
    try section.checkNames(resolvers, key: "resolvers", nonEmpty: false)
    isSet = true
    section.finish()
  }

  /// The names lint treats as the environment.
  public var effectiveNames: [String] { names ?? [rootName] }

  /// `CurrentEnvironment` for `CurrentEnvironment.env`, `Current` for `Current`.
  public var rootName: String { Self.rootName(of: accessor) ?? accessor }

  /// Lint's view of the environment when this section is set: its names, mutators and the
  /// accessor's members (`env` of `CurrentEnvironment.env`) replace `lint.environment`'s.
  package func apply(to lint: inout LintConfig.EnvironmentConfig) {
    guard isSet else { return }
    lint.names = effectiveNames
    lint.propertyWrappers = propertyWrappers
    lint.resolvers = resolvers
    if let mutators { lint.mutators = mutators }
    let members = accessor.split(separator: ".").dropFirst().map(String.init)
    lint.accessors += members.filter { !lint.accessors.contains($0) }
  }

  /// The first name of an accessor made only of names and member accesses, or nil when the text
  /// is anything else (a call, an operator, two statements).
  package static func rootName(of accessor: String) -> String? {
    let file = Parser.parse(source: accessor)
    guard file.statements.count == 1, !file.hasError,
      var expression = file.statements.first?.item.as(ExprSyntax.self)
    else { return nil }
    while let member = expression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return nil }
      expression = base
    }
    return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
