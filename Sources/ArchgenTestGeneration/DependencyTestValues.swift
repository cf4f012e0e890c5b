import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Which composable-architecture dependencies a test store can read as the files give them. A
/// dependency a test does not override is read through its key's `testValue`: where the files
/// declare none (only `liveValue`), or one that fails when called (`unimplemented(…)`), the
/// test store reports an issue, so the test must override it; a `testValue` of the app's own
/// that does its work (`fetch: { [] }`) needs nothing.
package struct DependencyTestValues: Sendable, Equatable {
  /// `statsClient` of `extension DependencyValues { var statsClient: StatsClient { self[StatsClient.self] } }`
  /// to its key type, `StatsClient`.
  package var keys: [String: String] = [:]
  /// Key types (simple names) to whether their `testValue` works when called.
  package var testValues: [String: Bool] = [:]

  package init() {}

  /// What one file declares.
  package init(_ tree: SourceFileSyntax) {
    let collector = DependencyDeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    keys = collector.keys
    testValues = collector.testValues
  }

  package mutating func merge(_ other: DependencyTestValues) {
    keys.merge(other.keys) { first, _ in first }
    // A key declared twice (two apps in one repository) works only if every declaration does.
    testValues.merge(other.testValues) { $0 && $1 }
  }

  /// Whether a test store can read the dependency without an override: `$0.statsClient` or
  /// `$0[StatsClient.self]`, the target `StoreDependencies` gives.
  package func works(_ target: String) -> Bool {
    let key: String?
    if target.hasPrefix("$0["), target.hasSuffix(".self]") {
      key = String(target.dropFirst(3).dropLast(6))
    } else if target.hasPrefix("$0.") {
      key = keys[String(target.dropFirst(3))]
    } else {
      key = nil
    }
    guard let key else { return false }
    let simple = key.split(separator: ".").last.map(String.init) ?? key
    return testValues[simple] ?? false
  }
}

private final class DependencyDeclarationCollector: SyntaxVisitor {
  var keys: [String: String] = [:]
  var testValues: [String: Bool] = [:]
  private var extended: [String] = []

  /// Calls that make a value that fails when used.
  private static let failing: Set<String> = [
    "unimplemented", "fatalError", "reportIssue", "XCTFail", "XCTUnimplemented",
  ]

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    extended.append(node.extendedType.trimmedText)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { extended.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    extended.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { extended.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    extended.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { extended.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    extended.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { extended.removeLast() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = extended.last else { return .skipChildren }
    let isStatic = node.modifiers.contains { $0.name.text == "static" }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      if isStatic, name == "testValue" {
        let simple = owner.split(separator: ".").last.map(String.init) ?? owner
        let calls = FailingCalls(names: Self.failing)
        calls.walk(binding)
        testValues[simple] = !calls.found && (testValues[simple] ?? true)
      } else if !isStatic, owner == "DependencyValues", let accessors = binding.accessorBlock,
        let key = KeySubscript.key(in: accessors)
      {
        keys[name] = key
      }
    }
    return .skipChildren
  }
}

/// Whether a declaration calls something that fails (`unimplemented("…")`).
private final class FailingCalls: SyntaxVisitor {
  let names: Set<String>
  var found = false

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      names.contains(name)
    {
      found = true
    }
    return .visitChildren
  }
}

/// `StatsClient` of the getter `self[StatsClient.self]`.
private enum KeySubscript {
  static func key(in accessors: AccessorBlockSyntax) -> String? {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(accessors)
    return finder.key
  }

  private final class Finder: SyntaxVisitor {
    var key: String?

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard key == nil, node.calledExpression.trimmedText == "self",
        let argument = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
        argument.declName.baseName.text == "self", let base = argument.base
      else { return .visitChildren }
      key = base.trimmedText
      return .skipChildren
    }
  }
}
