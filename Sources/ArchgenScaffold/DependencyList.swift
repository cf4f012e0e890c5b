import ArchgenCore
import SwiftParser
import SwiftSyntax

/// One dependency of a generated store: a field of its `Dependencies`, read by the Builder from
/// the environment, and replaced by a test value in the generated test.
public struct ScaffoldDependency: Sendable, Equatable {
  public var name: String
  /// The type as written, e.g. `AuthServiceType` or `() -> Date`.
  public var type: String
  /// The environment member the Builder reads (`environment.<member>`).
  public var member: String
  /// What the generated test passes: a literal, a closure, or an instance of `double`.
  public var testValue: String
  /// A class the generated test declares to stand in for a protocol type, or nil.
  public var double: TestDouble?

  public struct TestDouble: Sendable, Equatable {
    public var name: String
    public var conformsTo: String
  }

  /// The store's dependency when none is given: the current date, from the environment's `date`.
  public static let builtIn = ScaffoldDependency(
    name: "now", type: "() -> Date", member: "date",
    testValue: "{ Date(timeIntervalSince1970: 0) }", double: nil)
}

/// Parses `--dependency auth:AuthServiceType` values with SwiftParser, as the field declaration
/// `var auth: AuthServiceType` would be read.
public enum DependencyListParser {
  public static func parse(_ specs: [String]) throws(Diagnostic) -> [ScaffoldDependency] {
    var result: [ScaffoldDependency] = []
    for spec in specs {
      let dependency = try parse(spec)
      guard !result.contains(where: { $0.name == dependency.name }) else {
        throw .error("duplicate dependency '\(dependency.name)'", file: "--dependency")
      }
      result.append(dependency)
    }
    return result
  }

  package static func parse(_ spec: String) throws(Diagnostic) -> ScaffoldDependency {
    let usage = "expected NAME:TYPE, e.g. auth:AuthServiceType or now:\"() -> Date\""
    guard let colon = spec.firstIndex(of: ":") else {
      throw .error("'\(spec)': \(usage)", file: "--dependency")
    }
    let name = spec[..<colon].trimmingCharacters(in: .whitespaces)
    let typeText = spec[spec.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    let file = Parser.parse(source: "var \(name): \(typeText)")
    guard !file.hasError, file.statements.count == 1,
      let variable = file.statements.first?.item.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
      identifier.identifier.text == name, !name.hasPrefix("`"),
      let type = binding.typeAnnotation?.type, binding.initializer == nil,
      binding.accessorBlock == nil
    else {
      throw .error("'\(spec)' is not a field name and a Swift type; \(usage)", file: "--dependency")
    }
    let value = TestValue.make(for: type, name: name)
    return ScaffoldDependency(
      name: name, type: type.trimmedDescription, member: name, testValue: value.expression,
      double: value.double)
  }
}
