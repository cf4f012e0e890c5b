import ArchgenGraph
import SwiftSyntax

/// The conjuncts of a guard that test the state's own fields (`state.username.isEmpty`,
/// `state.child != nil`, `!state.isOn`, `state.mode == .idle`), which a test meets by starting
/// the field so, apart from the rest, which the event's payload must meet.
package enum StateGuard {
  package enum Condition: Equatable {
    case equals(String)
    case isNil
    case isNotNil
    case isEmpty
    case isNotEmpty
    /// `<`, `<=`, `>`, `>=` a number.
    case compares(String, String)
  }

  /// The conditions on `state.field`, by field, and the other conjuncts as guard text (nil when
  /// there are none); nil when the guard is not a conjunction or a field is tested twice.
  package static func split(_ guardText: String) -> (fields: [(String, Condition)], rest: String?)?
  {
    split(Guard(guardText))
  }

  /// The conditions on `state.field` of `condition`, by field, and its other conjuncts.
  package static func split(_ condition: Guard) -> (fields: [(String, Condition)], rest: String?)? {
    guard let conjuncts = condition.conjuncts else { return nil }
    var fields: [(String, Condition)] = []
    var rest: [String] = []
    for conjunct in conjuncts {
      if let (field, condition) = read(conjunct) {
        guard !fields.contains(where: { $0.0 == field }) else { return nil }
        fields.append((field, condition))
      } else {
        rest.append(conjunct.map(\.trimmedDescription).joined(separator: " "))
      }
    }
    return (fields, rest.isEmpty ? nil : Guard.text(of: rest))
  }

  private static func read(_ elements: [ExprSyntax]) -> (String, Condition)? {
    if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
      let field = field(elements[0])
    {
      let value = elements[2]
      let isNil = value.is(NilLiteralExprSyntax.self)
      switch op.operator.text {
      case "==": return isNil ? (field, .isNil) : literal(value).map { (field, .equals($0)) }
      case "!=": return isNil ? (field, .isNotNil) : nil
      case "<", "<=", ">", ">=":
        guard value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
        else { return nil }
        return (field, .compares(op.operator.text, value.trimmedDescription))
      default: return nil
      }
    }
    guard elements.count == 1 else { return nil }
    var expression = elements[0]
    var negated = false
    while true {
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        negated.toggle()
        expression = prefix.expression
      } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let inner = tuple.elements.first?.expression
      {
        if let sequence = inner.as(SequenceExprSyntax.self) {
          // `!(state.x == nil)`: the opposite condition, where there is one.
          guard let (field, condition) = read(Array(sequence.elements)) else { return nil }
          guard negated else { return (field, condition) }
          switch condition {
          case .isNil: return (field, .isNotNil)
          case .isNotNil: return (field, .isNil)
          case .isEmpty: return (field, .isNotEmpty)
          case .isNotEmpty: return (field, .isEmpty)
          case .equals("true"): return (field, .equals("false"))
          case .equals("false"): return (field, .equals("true"))
          case .equals, .compares: return nil
          }
        }
        expression = inner
      } else {
        break
      }
    }
    if let field = field(expression) { return (field, .equals(negated ? "false" : "true")) }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "isEmpty", let base = member.base, let field = field(base)
    {
      return (field, negated ? .isNotEmpty : .isEmpty)
    }
    return nil
  }

  /// A number meeting `op literal` (`> 0` → `1`), the declared value first.
  package static func number(_ op: String, _ literal: String, declared: String?) -> String? {
    let atom = GuardSolver.Atom(name: "x", op: op, literal: literal)
    return GuardSolver.value(type: "", default: declared ?? "0", atoms: [atom])
  }

  /// `field` of `state.field` (or `self.field`), one level deep.
  private static func field(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      ["state", "self"].contains(base.baseName.text)
    else { return nil }
    return member.declName.baseName.text
  }

  /// A literal a test can write as it is: Bool, number, string, or a case without arguments.
  private static func literal(_ expression: ExprSyntax) -> String? {
    if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self)
    {
      return expression.trimmedDescription
    }
    if let string = expression.as(StringLiteralExprSyntax.self),
      string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    {
      return string.trimmedDescription
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.trimmedDescription
    }
    return nil
  }
}
