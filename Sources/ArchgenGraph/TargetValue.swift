import ArchgenSyntax
import SwiftSyntax

/// One possible value of an expression, with the conditions under which it is taken.
package struct ValueBranch {
  package var guards: [String]
  /// nil when the branch's value is a compound expression that cannot be read.
  package var expression: ExprSyntax?
  /// The state's case when a condition pins it (`state == .online ? ... : ...`).
  package var from: Node? = nil
}

/// Reads `state == .x` conditions as the state's case; nil for other conditions.
package typealias StateNarrowing = ([ExprSyntax]) -> Node?

/// Reads the value an assignment, a `return` or a `send` gives the state.
package enum TargetValue {
  /// The enum case an expression builds (`.loading`, `State.loaded(x)`, `true`), nil when unknown.
  package static func caseName(_ expression: ExprSyntax) -> String? {
    let expression = unwrap(expression)
    if let member = expression.as(MemberAccessExprSyntax.self) {
      guard isTypeReference(member.base) else { return nil }
      // `UserText.loadingTitle`, `L10n.done`: localized text constants, not cases.
      if let base = member.base, isTextConstants(base) { return nil }
      // `RecordMeeting.State(...)` builds a type, not a case.
      let name = member.declName.baseName.text
      return name == "init" || member.base != nil && name.first?.isUppercase == true ? nil : name
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      return caseName(ExprSyntax(member))
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
    if expression.is(NilLiteralExprSyntax.self) { return "nil" }
    return nil
  }

  /// A field's new value: the enum case, the literal as written, or `?`.
  package static func fieldValue(_ expression: ExprSyntax) -> String {
    fieldNode(expression).text
  }

  /// A field's new value as a node: the enum case (`.case`), the literal as written
  /// (`.literal`), or `.unknown`.
  package static func fieldNode(_ expression: ExprSyntax) -> Node {
    if let name = caseName(expression) { return .case(name: name, payload: nil) }
    let expression = unwrap(expression)
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) {
      return .literal(expression.trimmedText)
    }
    // Only a constant string is a value; an interpolation is not known statically.
    if let string = expression.as(StringLiteralExprSyntax.self) {
      let constant = string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
      return constant ? .literal(string.trimmedText) : .unknown
    }
    if let array = expression.as(ArrayExprSyntax.self), array.elements.isEmpty {
      return .literal("[]")
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self),
      dictionary.content.is(TokenSyntax.self)
    {
      return .literal("[:]")
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self),
      prefix.expression.is(IntegerLiteralExprSyntax.self)
        || prefix.expression.is(FloatLiteralExprSyntax.self)
    {
      return .literal(prefix.trimmedText)
    }
    return .unknown
  }

  /// Splits ternaries into their branches: `a ? .x : .y` gives `.x` when `a`, `.y` when `!(a)`.
  package static func branches(_ expression: ExprSyntax, narrow: StateNarrowing? = nil)
    -> [ValueBranch]
  {
    let expression = unwrap(expression)
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return branches(Array(sequence.elements), narrow: narrow)
    }
    return [ValueBranch(guards: [], expression: expression)]
  }

  package static func branches(_ elements: [ExprSyntax], narrow: StateNarrowing? = nil)
    -> [ValueBranch]
  {
    if elements.count == 1 { return branches(elements[0], narrow: narrow) }
    guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
    else { return [ValueBranch(guards: [], expression: nil)] }
    let conditionElements = Array(elements[..<index])
    let condition = conditionElements.map(\.trimmedText).joined(separator: " ")
    let rest = Array(elements[(index + 1)...])
    var then = branches(ternary.thenExpression, narrow: narrow)
    then = prefixed(then, with: condition)
    if let from = narrow?(conditionElements) {
      then = then.map {
        ValueBranch(guards: $0.guards, expression: $0.expression, from: $0.from ?? from)
      }
    }
    return then + prefixed(branches(rest, narrow: narrow), with: negated(condition))
  }

  package static func negated(_ condition: String) -> String {
    let simple = condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return simple ? "!\(condition)" : "!(\(condition))"
  }

  private static func prefixed(_ branches: [ValueBranch], with condition: String) -> [ValueBranch] {
    branches.map {
      ValueBranch(guards: [condition] + $0.guards, expression: $0.expression, from: $0.from)
    }
  }

  /// `UserText`, `L10n`, `Strings`, `LocalizedStrings`: types that hold an app's text.
  private static func isTextConstants(_ base: ExprSyntax) -> Bool {
    // `L10n.Gateways.AddNewGateway.errorDuplicateURL`: any namespace on the way.
    TypeName.components(base.trimmedText).contains { name in
      name.hasPrefix("UserText") || name == "L10n" || name.hasSuffix("Strings")
        || name.hasPrefix("Localiz") || name.hasSuffix("Constants")
    }
  }

  /// True for `nil` (an implicit `.x`), `State`, `AuthService.State`, `Self`.
  private static func isTypeReference(_ base: ExprSyntax?) -> Bool {
    guard let base else { return true }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    if let member = base.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text.first?.isUppercase == true
        && isTypeReference(member.base)
    }
    if let generic = base.as(GenericSpecializationExprSyntax.self) {
      return isTypeReference(generic.expression)
    }
    return false
  }

  package static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
    PlainExpression.unwrap(expression)
  }
}
