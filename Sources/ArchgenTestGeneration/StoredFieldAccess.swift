import ArchgenSyntax
import SwiftSyntax

/// What a test can do with a struct's stored properties beyond reading them: a `private(set)` or
/// `fileprivate` var is not one it may set, and a field made anew each time (`let id = UUID()`,
/// `Date()`) makes two values built alike differ.
package struct StoredFieldAccess {
  package private(set) var hidden: Set<String> = []
  /// `private` or `fileprivate` outright (not only its setter): a test cannot even read it.
  package private(set) var unreadable: Set<String> = []
  /// Fields made anew each time, and `init` where an initializer of its own defaults a
  /// parameter to a fresh value.
  package private(set) var fresh: Set<String> = []
  /// The declared value of each stored property that has one, as written (`false`, `0`).
  package private(set) var declared: [String: String] = [:]

  private static let freshMarks = ["UUID(", "Date(", "uuid(", ".now"]

  /// The initializer a test calls draws a fresh value in its body (`self.id = UUID()`).
  package mutating func markFreshInitializer() { fresh.insert("init") }

  package init(_ members: [DeclSyntax]) {
    // An initializer of its own that defaults a parameter to a fresh value
    // (`init(_ raw: String = UUID().uuidString)`): a value built with it differs each time.
    for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
      let defaults = initializer.signature.parameterClause.parameters.compactMap {
        $0.defaultValue?.value.trimmedText
      }
      if defaults.contains(where: { value in Self.freshMarks.contains(where: value.contains) }) {
        fresh.insert("init")
      }
    }
    for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
    where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
      for binding in variable.bindings {
        let name = binding.pattern.trimmedText
        if variable.modifiers.isFilePrivate { hidden.insert(name) }
        if variable.modifiers.isFilePrivateRead { unreadable.insert(name) }
        guard let value = binding.initializer?.value.trimmedText else { continue }
        declared[name] = value
        if Self.freshMarks.contains(where: value.contains) { fresh.insert(name) }
      }
    }
  }
}
