import ArchgenCore
import SwiftParser
import SwiftSyntax

/// The optional children a composable-architecture feature runs with `ifLet`
/// (`.ifLet(\.onboarding, action: /Action.onboarding) { OnboardingStore() }`, `\.$alert` and
/// `action: \.alert` alike): an action of such a child reaches it only while the child's state
/// is there (TCA reports a child action sent with the child's state nil as a failure), so a test
/// sending it starts with a built child.
package struct OptionalChildren: Equatable {
  /// The state's field (`onboarding`, the wrapper's `$` dropped) by the action's case
  /// (`onboarding`) that carries the child's actions.
  package var fieldByAction: [String: String] = [:]

  /// The `ifLet`s in the declarations (and extensions) in `source` of the feature's type.
  package static func read(feature: String, in source: ParsedSource) -> OptionalChildren {
    let name = feature.split(separator: ".").last.map(String.init) ?? feature
    let reader = IfLetReader(name: name)
    reader.walk(source.tree)
    return reader.found
  }

  /// The field a test must start with a child for `action` (`.onboarding(.startButtonTapped)`):
  /// the case the action is sent as is one an `ifLet` hands to its child.
  package func field(for action: String) -> String? {
    guard action.hasPrefix(".") else { return nil }
    let name = String(action.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return fieldByAction[name]
  }
}

private final class IfLetReader: SyntaxVisitor {
  let name: String
  var found = OptionalChildren()
  private var depth = 0

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name { depth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { if node.name.text == name { depth -= 1 } }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.extendedType.trimmedDescription == name { depth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    if node.extendedType.trimmedDescription == name { depth -= 1 }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard depth > 0, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "ifLet",
      let state = node.arguments.first, state.label == nil,
      let path = state.expression.as(KeyPathExprSyntax.self),
      path.components.count == 1,
      let field = Self.lastName(of: path),
      let action = node.arguments.first(where: { $0.label?.text == "action" }),
      let actionCase = Self.caseName(action.expression)
    else { return .visitChildren }
    found.fieldByAction[actionCase] =
      field.hasPrefix("$") ? String(field.dropFirst()) : field
    return .visitChildren
  }

  /// `onboarding` of `\.onboarding`, `$alert` of `\.$alert`.
  private static func lastName(of path: KeyPathExprSyntax) -> String? {
    guard let component = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
    else { return nil }
    return component.declName.baseName.text
  }

  /// The action's case an `action:` argument names: `\.onboarding`, `/Action.onboarding`,
  /// `\Action.Cases.onboarding`.
  private static func caseName(_ expression: ExprSyntax) -> String? {
    if let path = expression.as(KeyPathExprSyntax.self) { return lastName(of: path) }
    if let prefixed = expression.as(PrefixOperatorExprSyntax.self),
      prefixed.operator.text == "/",
      let member = prefixed.expression.as(MemberAccessExprSyntax.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }
}

extension StoreSuitePlanner {
  /// A built value of an optional child's state (`OnboardingStore.State()`), else a placeholder
  /// that leaves the test not complete.
  func childState(_ field: String) -> String {
    guard let type = fieldType(field) else { return "<#\(field)#>" }
    let built = ValueBuilder(catalog: builder.catalog, owner: stateName).defaultValue(
      of: unwrapped(type))
    return built == "nil" ? "<#\(unwrapped(type))#>" : built
  }

  /// An action the child hands on to a child of its own (`.menu(.restart(.regular))`, where
  /// `Menu.Action.restart` carries `Restart.Action` and `Menu.State` keeps a `Restart.State?`):
  /// the child's `ifLet` runs that one only while its state is there too, so the test builds
  /// it in the child it starts with (`state.menuState?.restartState = Restart.State()`). Nil
  /// when the action goes no deeper, or the child keeps no optional state of that feature; a
  /// placeholder where that state cannot be built.
  func grandchildSetup(child: String, action: String) -> String? {
    let chain = StoreReceivedReads.caseChain(
      Parser.parse(source: action).statements.first?.item.as(ExprSyntax.self)
        ?? ExprSyntax(MissingExprSyntax()))
    guard chain.count >= 3, let childType = fieldType(child).map(unwrapped),
      childType.hasSuffix(".State")
    else { return nil }
    let childFeature = String(childType.dropLast(".State".count))
    let catalog = builder.catalog
    guard
      let payload = catalog.enumType(named: childFeature + ".Action", near: stateName)?
        .enumCase(chain[1])?.payload,
      payload.count == 1, payload[0].type.hasSuffix(".Action"),
      let childState = catalog.structType(named: childType, near: stateName)
    else { return nil }
    let wanted = String(payload[0].type.dropLast(".Action".count)) + ".State"
    let fields = childState.variables.sorted().filter {
      guard let type = childState.fieldTypes[$0], type.hasSuffix("?") else { return false }
      let bare = unwrapped(type)
      return bare == wanted || bare.hasSuffix("." + wanted)
    }
    guard fields.count == 1, let field = fields.first else { return nil }
    let built = ValueBuilder(catalog: catalog, owner: childState.qualifiedName).defaultValue(
      of: wanted)
    let value = built == "nil" ? "<#\(wanted)#>" : built
    return "state.\(child)?.\(field) = \(value)"
  }
}
