import ArchgenCore
import SwiftSyntax

/// The conditions on the state under which a write runs, read from the reducer's code around it:
/// the `if`s that enclose it, the `guard`s before it in each enclosing block and the negation of
/// each `if` before it there that exits (`EarlyExitConditions`), up to the
/// function or closure. Graph keeps one condition per field as the source and the last guard as
/// the guard; a test that starts from those alone can miss one (`guard state.mode == .busy`,
/// then `guard state.isArmed`), and fail on correct code.
package enum EnclosingConditions {
  /// The conjuncts, as written (`state.isArmed`, `state.count == 2`), of the conditions that
  /// enclose the write to `field` on `line`; those that name the state only (`state.`,
  /// `self.`, or `stateName.`). `if let x = state.child` reads as `state.child != nil`. Nil
  /// when the write sits in an `else` branch (its condition is the negation of the `if`'s,
  /// which a test would have to meet as a whole) or is not found.
  package static func read(line: Int, in source: ParsedSource, stateName: String) -> [String]? {
    guard let write = source.write(onLine: line) else { return nil }
    let names: Set<String> = ["state", "self", stateName]
    var conditions: [String] = []
    var node = write
    while let parent = node.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(AccessorDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
      {
        break
      }
      if let block = parent.as(CodeBlockItemListSyntax.self) {
        for item in block {
          if item.position >= node.position { break }
          if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            conditions += read(guardStatement.conditions, names: names)
          }
          if let exit = EarlyExitConditions.exit(item) {
            conditions += exitConditions(exit.conditions, names: names)
          }
        }
      }
      if let branch = parent.as(IfExprSyntax.self) {
        if node.id == branch.body.id {
          conditions += read(branch.conditions, names: names)
        } else if node.id == branch.elseBody?.id {
          return nil
        }
      }
      node = parent
    }
    var unique: [String] = []
    for condition in conditions where !unique.contains(condition) { unique.append(condition) }
    return unique
  }

  private static func read(_ list: ConditionElementListSyntax, names: Set<String>) -> [String] {
    var found: [String] = []
    for element in list {
      switch element.condition {
      case .expression(let expression):
        found += conjuncts(expression).filter { readsState($0, names) }.map(\.trimmedDescription)
      case .optionalBinding(let binding):
        if let value = binding.initializer?.value, readsState(value, names) {
          found.append("\(value.trimmedDescription) != nil")
        }
      default:
        continue
      }
    }
    return found
  }

  /// What a write after an `if` that exits meets (`EarlyExitConditions`): the negation of its
  /// one condition where that reads the state; of several, one that no start meets (the
  /// negation is a disjunction).
  private static func exitConditions(_ list: ConditionElementListSyntax, names: Set<String>)
    -> [String]
  {
    guard list.contains(where: { readsState($0, names) }) else { return [] }
    guard list.count == 1, let element = list.first else {
      return ["!(\(list.trimmedDescription))"]
    }
    return [EarlyExitConditions.negation(of: element)]
  }

  /// `a && b && c` as `[a, b, c]`; any other expression as itself.
  private static func conjuncts(_ expression: ExprSyntax) -> [ExprSyntax] {
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return [expression] }
    var parts: [ExprSyntax] = []
    var current: [ExprSyntax] = []
    for element in sequence.elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" {
        parts.append(joined(current))
        current = []
      } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
        return [expression]
      } else {
        current.append(element)
      }
    }
    parts.append(joined(current))
    return parts
  }

  private static func joined(_ elements: [ExprSyntax]) -> ExprSyntax {
    elements.count == 1
      ? elements[0]
      : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements)))
  }

  /// Whether the expression reads a member of the state (`state.x`, `self.x`).
  private static func readsState(_ expression: some SyntaxProtocol, _ names: Set<String>) -> Bool {
    expression.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else {
        return token.tokenKind == .keyword(.self) && names.contains("self")
          && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
      }
      return names.contains(name)
        && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
    }
  }
}
