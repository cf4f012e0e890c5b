import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Collects where an initial state is written: `static let initial = .idle`, `initial: .idle`
/// and `initialState: .idle` arguments.
package final class InitialStateCollector: SyntaxVisitor {
  package static let staticNames: Set<String> = ["initial", "initialState"]
  package static let argumentLabels: Set<String> = ["initial", "initialState"]
  /// The Workflow method returning the initial state.
  package static let initialStateMethod = "makeInitialState"

  private static let names = staticNames.union(argumentLabels).union([initialStateMethod]).sorted()

  /// Whether `text` holds a name this collector reads: without one the walk finds nothing.
  package static func mayFind(in text: String) -> Bool { ByteSearch.containsAny(text, names) }

  package private(set) var staticInitials: [(typePath: String, value: String)] = []
  package private(set) var arguments: [(typePath: String, value: String)] = []
  /// `static let initial = State(mode: .idle)`: the labelled arguments as field values.
  package private(set) var fieldDefaults: [FieldDefault] = []

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
      return .visitChildren
    }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        Self.staticNames.contains(name)
      else { continue }
      if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        TargetValue.caseName(ExprSyntax(call)) == nil
      {
        noteFields(of: call, at: SyntaxScope.typePath(of: node).joined(separator: "."))
      }
      guard let value = Self.value(of: binding) else { continue }
      staticInitials.append((SyntaxScope.typePath(of: node).joined(separator: "."), value))
    }
    return .visitChildren
  }

  /// Workflow's `func makeInitialState() -> State { .welcome }` or `{ State(mode: .idle) }`,
  /// recorded for the state type it returns.
  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.name.text == Self.initialStateMethod,
      node.signature.parameterClause.parameters.isEmpty,
      let returned = node.signature.returnClause?.type.trimmedText,
      let items = node.body?.statements, items.count == 1, let item = items.first
    else { return .visitChildren }
    var value: ExprSyntax?
    switch item.item {
    case .expr(let expression): value = expression
    case .stmt(let statement): value = statement.as(ReturnStmtSyntax.self)?.expression
    default: break
    }
    guard let value else { return .skipChildren }
    let written = TypeName.components(returned)
    let path = (written.count > 1 ? written : SyntaxScope.typePath(of: node) + written)
      .joined(separator: ".")
    if let name = TargetValue.caseName(value) {
      staticInitials.append((path, name))
    } else if let call = value.as(FunctionCallExprSyntax.self) {
      noteFields(of: call, at: path)
    }
    return .skipChildren
  }

  private func noteFields(of call: FunctionCallExprSyntax, at path: String) {
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      let value = TargetValue.fieldNode(argument.expression)
      if value == .unknown { continue }
      fieldDefaults.append(FieldDefault(typePath: path, field: label, value: value.text, rank: 2))
    }
  }

  package override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    // `initialState: .idle`, and a value state's literal (`initialState: 0`). The label first:
    // the value is read only for the arguments that can hold an initial state.
    guard let label = node.label?.text, Self.argumentLabels.contains(label) else {
      return .visitChildren
    }
    let literal = TargetValue.fieldNode(node.expression)
    if let value = TargetValue.caseName(node.expression)
      ?? (literal == .unknown ? nil : literal.text)
    {
      arguments.append((SyntaxScope.typePath(of: node).joined(separator: "."), value))
    }
    return .visitChildren
  }

  /// `= .idle`, or a getter `{ .idle }` / `{ return .idle }`.
  package static func value(of binding: PatternBindingSyntax) -> String? {
    if let initializer = binding.initializer { return TargetValue.caseName(initializer.value) }
    guard case .getter(let items) = binding.accessorBlock?.accessors, items.count == 1,
      let item = items.first
    else { return nil }
    switch item.item {
    case .expr(let expression): return TargetValue.caseName(expression)
    case .stmt(let statement):
      return statement.as(ReturnStmtSyntax.self)?.expression.flatMap(TargetValue.caseName)
    default: return nil
    }
  }
}
