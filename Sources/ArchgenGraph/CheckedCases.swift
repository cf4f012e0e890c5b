import ArchgenSyntax
import SwiftSyntax

/// The cases of a held state that the methods of its type check before they go on:
/// `guard case .idle = state`, `if state == .recording { ... }`, `switch state { case .paused:
/// ... }`. A from-state read this way is one the machine looked at, not one a method has just
/// set. A check that only leaves (`if case .loading = state { return }`) is not one.
package final class CheckedCases: SyntaxVisitor {
  private let isHolder: (ExprSyntax) -> Bool
  private var found: Set<String> = []

  private init(isHolder: @escaping (ExprSyntax) -> Bool) {
    self.isHolder = isHolder
    super.init(viewMode: .sourceAccurate)
  }

  /// The cases of `holder` checked in the bodies of `functions`.
  package static func of(_ holder: String, in functions: [FunctionDeclSyntax]) -> Set<String> {
    let visitor = CheckedCases(isHolder: { expression in
      switch StateReference.path(expression) {
      case ["self", holder]?: return true
      case [holder]?: return !isShadowed(holder, at: Syntax(expression))
      default: return false
      }
    })
    for function in functions {
      if let body = function.body { visitor.walk(body) }
    }
    return visitor.found
  }

  package override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    read(node.conditions)
    return .visitChildren
  }

  package override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    if !Self.onlyLeaves(node.body.statements) { read(node.conditions) }
    return .visitChildren
  }

  package override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    guard isHolder(node.subject) else { return .visitChildren }
    for element in node.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self),
        case .case(let label) = switchCase.label, !Self.onlyLeaves(switchCase.statements)
      else { continue }
      for item in label.caseItems {
        found.insert(CasePattern.name(of: Syntax(item.pattern)).stateName)
      }
    }
    return .visitChildren
  }

  /// `case .x = state` and `state == .x` (either way round) among the conditions.
  private func read(_ conditions: ConditionElementListSyntax) {
    for element in conditions {
      switch element.condition {
      case .matchingPattern(let match) where isHolder(match.initializer.value):
        found.insert(CasePattern.name(of: Syntax(match.pattern)).stateName)
      case .expression(let expression):
        guard let sequence = TargetValue.unwrap(expression).as(SequenceExprSyntax.self) else {
          continue
        }
        let parts = Array(sequence.elements)
        guard parts.count == 3,
          parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
        else { continue }
        for (subject, value) in [(parts[0], parts[2]), (parts[2], parts[0])]
        where isHolder(subject) {
          if let name = TargetValue.caseName(value) { found.insert(name) }
        }
      default: continue
      }
    }
  }

  /// Whether a bare `name` at `node` is a parameter of a closure or function around it rather
  /// than the held value: `sink { completion in switch completion { ... } }` switches over the
  /// publisher's completion, not a stored `completion`.
  private static func isShadowed(_ name: String, at node: Syntax) -> Bool {
    var current = node.parent
    while let syntax = current {
      if let closure = syntax.as(ClosureExprSyntax.self),
        let parameters = closure.signature?.parameterClause
      {
        switch parameters {
        case .simpleInput(let list):
          if list.contains(where: { $0.name.text == name }) { return true }
        case .parameterClause(let clause):
          if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
            return true
          }
        }
      }
      if let function = syntax.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains {
          ($0.secondName ?? $0.firstName).text == name
        }
      }
      current = syntax.parent
    }
    return false
  }

  /// A body that does nothing but leave: `return`, `break`, `throw`.
  private static func onlyLeaves(_ statements: CodeBlockItemListSyntax) -> Bool {
    statements.allSatisfy {
      $0.item.is(ReturnStmtSyntax.self) || $0.item.is(BreakStmtSyntax.self)
        || $0.item.is(ThrowStmtSyntax.self)
    }
  }
}
