import ArchgenCore
import SwiftSyntax

/// The composable-architecture dependencies a feature's state reads as it is made: a
/// `@Dependency` declared in its initializer (`@Dependency(\.uuid) var uuid; self.id = uuid()`),
/// in a stored property's default value, or as a property of the state. A test builds such a
/// state inside `withDependencies`, overriding each one whose `testValue` the files do not give
/// as working (`DependencyTestValues`): with a test value of the library's own where one is
/// known (`$0.uuid = .incrementing`), else a placeholder, and the test is not complete.
package enum StateInitDependencies {
  /// Test values of the library's own dependencies, by the key path a test sets.
  package static let knownValues: [String: String] = [
    "$0.uuid": ".incrementing",
    "$0.date": ".constant(Date(timeIntervalSince1970: 0))",
    "$0.date.now": "Date(timeIntervalSince1970: 0)",
    "$0.continuousClock": "ImmediateClock()",
    "$0.suspendingClock": "ImmediateClock()",
    "$0.mainQueue": ".immediate",
    "$0.calendar": "Calendar(identifier: .gregorian)",
    "$0.locale": "Locale(identifier: \"en_US_POSIX\")",
    "$0.timeZone": "TimeZone(secondsFromGMT: 0)!",
  ]

  /// `suite` with each test's start built inside `withDependencies` where the state `stateName`
  /// (declared in `source`) reads a dependency a test must give.
  package static func apply(
    to suite: GeneratedSuite, stateName: String, source: ParsedSource, catalog: TypeCatalog
  ) -> GeneratedSuite {
    let reader = StateDependencyReader(state: stateName)
    reader.walk(source.tree)
    let overrides = reader.targets.filter { !catalog.dependencyTestValues.works($0) }
    guard !overrides.isEmpty else { return suite }
    let lines = overrides.map { target in
      "\(target) = \(knownValues[target] ?? "<#\(target.dropFirst(3))#>")"
    }
    var suite = suite
    for index in suite.tests.indices where suite.tests[index].start.hasPrefix(stateName + "(") {
      suite.tests[index].start =
        "withDependencies { \(lines.joined(separator: "; ")) } operation: { "
        + "\(suite.tests[index].start) }"
    }
    return suite
  }
}

/// The `@Dependency` targets (`$0.uuid`, `$0[Client.self]`) declared inside the state's
/// declaration, outside its methods and computed properties: what making the state reads.
private final class StateDependencyReader: SyntaxVisitor {
  private let path: [String]
  private var scope: [String] = []
  private(set) var targets: [String] = []

  init(state: String) {
    path = state.split(separator: ".").map(String.init)
    super.init(viewMode: .sourceAccurate)
  }

  /// Inside the state's own declaration (or an extension of it), not a type nested in it.
  private var atState: Bool {
    scope.last == path.last && path.reversed().starts(with: scope.reversed())
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(
      contentsOf: node.extendedType.trimmedDescription.split(separator: ".").map(String.init))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    scope.removeLast(node.extendedType.trimmedDescription.split(separator: ".").count)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// A method runs when called, not as the state is made.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    atState ? .skipChildren : .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard atState else { return .visitChildren }
    // A computed property runs when read.
    if node.bindings.contains(where: { $0.accessorBlock != nil }) { return .skipChildren }
    if let target = Self.target(node.attributes) { targets.append(target) }
    return .visitChildren
  }

  /// `$0.uuid` of `@Dependency(\.uuid)`, `$0[Client.self]` of `@Dependency(Client.self)`.
  private static func target(_ attributes: AttributeListSyntax) -> String? {
    guard
      let attribute = attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
        .first(where: { $0.attributeName.trimmedDescription == "Dependency" }),
      let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    else { return nil }
    if let path = argument.as(KeyPathExprSyntax.self) {
      return "$0" + path.components.trimmedDescription
    }
    return "$0[\(argument.trimmedDescription)]"
  }
}
