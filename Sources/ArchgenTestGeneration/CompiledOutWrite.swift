import ArchgenCore
import SwiftSyntax

/// A write in a clause of `#if` that the test's build does not compile: with no compilation
/// condition set (Swift's default for a flag the build does not define), `#if !APPSTORE` compiles
/// its first clause, so a write in its `#else` never runs in a test. A clause whose choice rests on
/// anything else (`os(iOS)`, `canImport`, `DEBUG`, which a debug build defines) is read as before.
package enum CompiledOutWrite {
  /// Whether the statement on `line` sits in a clause of an `#if` that a build setting no flag
  /// does not compile.
  package static func isCompiledOut(line: Int, in source: ParsedSource) -> Bool {
    guard let statement = source.write(onLine: line) ?? source.statements(onLine: line).first
    else { return false }
    return isCompiledOut(statement)
  }

  /// Whether `node` sits in a clause of an `#if` that a build setting no flag does not compile.
  package static func isCompiledOut(_ node: Syntax) -> Bool {
    var node = node.parent
    while let current = node {
      if let clause = current.as(IfConfigClauseSyntax.self),
        let clauses = clause.parent?.as(IfConfigClauseListSyntax.self),
        compiles(clause, among: clauses) == false
      {
        return true
      }
      node = current.parent
    }
    return false
  }

  /// Whether `clause` is the one compiled with no flag set; nil when a condition before it, or
  /// its own, is not made of flags alone.
  private static func compiles(
    _ clause: IfConfigClauseSyntax, among clauses: IfConfigClauseListSyntax
  )
    -> Bool?
  {
    for sibling in clauses {
      let holds: Bool?
      if let condition = sibling.condition {
        holds = value(of: condition)
      } else {
        holds = true
      }
      guard let holds else { return nil }
      if sibling.id == clause.id { return holds }
      if holds { return false }
    }
    return nil
  }

  /// The value of a condition of flags, `!`, `&&`, `||` and parentheses, every flag unset; nil for
  /// anything else (a platform test, `DEBUG`, `true`).
  private static func value(of condition: ExprSyntax) -> Bool? {
    if let reference = condition.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "DEBUG" ? nil : false
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return value(of: prefix.expression).map { !$0 }
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return value(of: inner)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      return combine(value(of: infix.leftOperand), op, value(of: infix.rightOperand))
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      // Unfolded: `A && B || C`, read left to right with `&&` before `||`.
      let elements = Array(sequence.elements)
      guard elements.count % 2 == 1 else { return nil }
      var terms: [[Bool?]] = [[value(of: elements[0])]]
      var index = 1
      while index + 1 < elements.count {
        guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text else {
          return nil
        }
        let next = value(of: elements[index + 1])
        switch op {
        case "&&": terms[terms.count - 1].append(next)
        case "||": terms.append([next])
        default: return nil
        }
        index += 2
      }
      guard terms.allSatisfy({ $0.allSatisfy { $0 != nil } }) else { return nil }
      return terms.contains { $0.allSatisfy { $0 == true } }
    }
    return nil
  }

  private static func combine(_ left: Bool?, _ op: String, _ right: Bool?) -> Bool? {
    guard let left, let right else { return nil }
    switch op {
    case "&&": return left && right
    case "||": return left || right
    default: return nil
    }
  }
}
