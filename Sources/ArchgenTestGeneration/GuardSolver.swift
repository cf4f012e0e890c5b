import ArchgenGraph
import SwiftSyntax

/// Reads a transition's guard into simple comparisons and picks values that satisfy them.
package enum GuardSolver {
  /// `name op literal`; a bare Bool name reads as `name == true`.
  package struct Atom: Equatable {
    package var name: String
    package var op: String
    package var literal: String
  }

  /// The guard's conjuncts, or nil when it is more than `&&` of simple comparisons.
  package static func atoms(_ guardText: String) -> [Atom]? {
    atoms(Guard(guardText))
  }

  /// The conjuncts of `condition`, or nil when it is more than `&&` of simple comparisons.
  package static func atoms(_ condition: Guard) -> [Atom]? {
    condition.expression.flatMap { atoms($0, negated: false) }
  }

  private static let negations = [
    "==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">",
  ]

  private static func atoms(_ expression: ExprSyntax, negated: Bool) -> [Atom]? {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return atoms(inner, negated: negated)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return atoms(prefix.expression, negated: !negated)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return [Atom(name: reference.baseName.text, op: "==", literal: negated ? "false" : "true")]
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    let andIndices = elements.indices.filter {
      elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
    }
    if !andIndices.isEmpty {
      guard !negated else { return nil }
      var result: [Atom] = []
      var start = 0
      for end in andIndices + [elements.count] {
        guard let part = atoms(Array(elements[start..<end])) else { return nil }
        result += part
        start = end + 1
      }
      return result
    }
    guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
      let flipped = negations[op.operator.text]
    else { return nil }
    let name = elements[0].trimmedDescription
    guard elements[0].is(DeclReferenceExprSyntax.self) else { return nil }
    return [
      Atom(
        name: name, op: negated ? flipped : op.operator.text,
        literal: elements[2].trimmedDescription)
    ]
  }

  private static func atoms(_ elements: [ExprSyntax]) -> [Atom]? {
    if elements.count == 1 { return atoms(elements[0], negated: false) }
    guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
      negations[op.operator.text] != nil, elements[0].is(DeclReferenceExprSyntax.self)
    else { return nil }
    return [
      Atom(
        name: elements[0].trimmedDescription, op: op.operator.text,
        literal: elements[2].trimmedDescription)
    ]
  }

  /// A value of `type` meeting every atom, trying the default first; nil when none is found.
  package static func value(type: String, default fallback: String, atoms: [Atom]) -> String? {
    guard !atoms.isEmpty else { return fallback }
    var candidates = [fallback]
    for atom in atoms {
      candidates.append(atom.literal)
      if let number = Int(atom.literal) {
        candidates += [String(number + 1), String(number - 1)]
      } else if let number = Double(atom.literal) {
        candidates += [String(number + 1), String(number - 1)]
      }
    }
    candidates += ["true", "false", "\"x\""]
    return candidates.first { candidate in
      kind(of: candidate) == kind(of: fallback) && atoms.allSatisfy { holds($0, for: candidate) }
    }
  }

  /// Bool, number, string or other, so that a value is only tried where its type fits.
  private static func kind(of literal: String) -> Int {
    if literal == "true" || literal == "false" { return 0 }
    if Double(literal) != nil { return 1 }
    if literal.hasPrefix("\"") { return 2 }
    return 3
  }

  private static func holds(_ atom: Atom, for candidate: String) -> Bool {
    if let left = Double(candidate), let right = Double(atom.literal) {
      switch atom.op {
      case "==": return left == right
      case "!=": return left != right
      case "<": return left < right
      case "<=": return left <= right
      case ">": return left > right
      case ">=": return left >= right
      default: return false
      }
    }
    let bothNumbers = Double(candidate) != nil || Double(atom.literal) != nil
    if bothNumbers { return false }
    switch atom.op {
    case "==": return candidate == atom.literal
    case "!=": return candidate != atom.literal
    default: return false
    }
  }
}
