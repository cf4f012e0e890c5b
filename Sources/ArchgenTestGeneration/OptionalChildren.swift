import ArchgenCore
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
}
