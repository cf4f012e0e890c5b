import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds transition tables written on the action enum: a computed property typed `Transition`
/// whose `switch self` gives each action its transition (the `@Stateful` macro generates the
/// code that applies it). `.to(.a)` is `* -> a`; `.to(.a, then: .b)` also `a -> b` when the
/// action's work finishes; `.loop(.a)` is `* -> a` (it then goes back to whatever state it came
/// from, no fixed case); `.none` and `.background(...)` change no state. Options chained after
/// (`.invalid(.stopped)`, `.onRepeat(.cancel)`) are not from-states, and a ternary between two
/// transitions gives both. The machine is the action's owner's, over its `State`.
package final class TransitionTableFinder: SyntaxVisitor {
  private let source: ParsedSource
  package private(set) var reducers: [ReducerFacts] = []

  package init(_ source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true,
      let binding = node.bindings.first, binding.pattern.trimmedDescription == "transition",
      binding.typeAnnotation?.type.trimmedDescription.hasSuffix("Transition") == true,
      let body = Self.getter(binding.accessorBlock), let table = Self.switchOverSelf(body),
      let action = Self.enclosingEnum(of: node)
    else { return .skipChildren }
    let owner = SyntaxScope.typePath(of: action)
    var transitions: [Transition] = []
    for switchCase in TransitionExtractor.flatten(table.cases) {
      guard case .case(let label) = switchCase.label, switchCase.statements.count == 1,
        let value = Self.value(switchCase.statements.first?.item)
      else { continue }
      let line = source.location(of: value.positionAfterSkippingLeadingTrivia).line
      for item in label.caseItems {
        let event = CasePattern.name(of: Syntax(item.pattern)).eventName
        for (from, to) in Self.changes(value) {
          transitions.append(Transition(from: from, to: to, event: event, line: line))
        }
      }
    }
    guard !transitions.isEmpty, !owner.isEmpty else { return .skipChildren }
    let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    reducers.append(
      ReducerFacts(
        name: owner.joined(separator: "."), typePath: owner, file: source.path, line: line,
        column: column, stateType: (owner + ["State"]).joined(separator: "."),
        eventType: (owner + [action.name.text]).joined(separator: "."), function: "transition",
        holderInitial: nil, transitions: transitions, cases: [], heldState: true))
    return .skipChildren
  }

  /// The (from, to) pairs a transition value sets.
  private static func changes(_ value: ExprSyntax) -> [(String, String)] {
    let value = TargetValue.unwrap(value)
    // `query.isEmpty ? .to(.initial) : .to(.searching)`: either.
    if let sequence = value.as(SequenceExprSyntax.self),
      let ternary = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?
        .as(UnresolvedTernaryExprSyntax.self), let last = sequence.elements.last
    {
      return changes(ternary.thenExpression) + changes(last)
    }
    if let ternary = value.as(TernaryExprSyntax.self) {
      return changes(ternary.thenExpression) + changes(ternary.elseExpression)
    }
    guard let call = base(of: value),
      let member = call.calledExpression.as(
        MemberAccessExprSyntax.self),
      member.base == nil, let first = call.arguments.first,
      let target = TargetValue.caseName(first.expression)
    else { return [] }
    switch member.declName.baseName.text {
    case "to":
      var result = [(StateMachine.anyState, target)]
      if let then = call.arguments.first(where: { $0.label?.text == "then" }),
        let next = TargetValue.caseName(then.expression)
      {
        result.append((target, next))
      }
      return result
    case "loop": return [(StateMachine.anyState, target)]
    default: return []
    }
  }

  /// `.to(.a).invalid(.stopped).onRepeat(.cancel)` → `.to(.a)`: options chained on a transition.
  private static func base(of value: ExprSyntax) -> FunctionCallExprSyntax? {
    var current = value.as(FunctionCallExprSyntax.self)
    while let call = current, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let inner = member.base?.as(FunctionCallExprSyntax.self)
    {
      current = inner
    }
    return current
  }

  private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
    switch block?.accessors {
    case .getter(let statements): statements
    case .accessors(let accessors):
      accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: nil
    }
  }

  private static func switchOverSelf(_ body: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
    guard body.count == 1, let item = body.first else { return nil }
    let expression: ExprSyntax?
    switch item.item {
    case .expr(let value): expression = value
    case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
    default: expression = nil
    }
    guard let node = expression?.as(SwitchExprSyntax.self),
      node.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return node
  }

  private static func value(_ item: CodeBlockItemSyntax.Item?) -> ExprSyntax? {
    switch item {
    case .expr(let value): value
    case .stmt(let statement):
      statement.as(ExpressionStmtSyntax.self)?.expression
        ?? statement.as(ReturnStmtSyntax.self)?.expression
    default: nil
    }
  }

  private static func enclosingEnum(of node: some SyntaxProtocol) -> EnumDeclSyntax? {
    var current = node.parent
    while let syntax = current {
      if let found = syntax.as(EnumDeclSyntax.self) { return found }
      if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) { return nil }
      current = syntax.parent
    }
    return nil
  }
}
