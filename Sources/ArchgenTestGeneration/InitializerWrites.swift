import ArchgenSyntax
import SwiftSyntax

/// The values an initializer of a type's own gives its stored properties as constants, read from
/// its body (`self.items = []`, `isOn = false`, `self.info = Info()`): where a value built
/// through it starts, for a field the initializer does not take as a parameter.
package enum InitializerWrites {
  package static func constants(_ initializer: InitializerDeclSyntax) -> [String: String] {
    var found: [String: String] = [:]
    for item in initializer.body?.statements ?? [] {
      guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let field = target(elements[0]), isConstant(elements[2])
      else { continue }
      // A field written twice keeps no known value.
      found[field] = found[field] == nil ? elements[2].trimmedText : ""
    }
    return found.filter { !$0.value.isEmpty }
  }

  /// The fields an initializer's body assigns at its top level, whatever the value, each with
  /// the value (`self.state = initialState`).
  package static func assigned(_ initializer: InitializerDeclSyntax) -> [String: ExprSyntax] {
    var found: [String: ExprSyntax] = [:]
    for item in initializer.body?.statements ?? [] {
      guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let field = target(elements[0])
      else { continue }
      found[field] = elements[2]
    }
    return found
  }

  /// `self.name` or `name`.
  private static func target(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// A literal, an empty collection, or a call of a type's initializer without arguments.
  private static func isConstant(_ expression: ExprSyntax) -> Bool {
    if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      return dictionary.content.is(TokenSyntax.self)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true, call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      return !FreshDrawsCallees.makers.contains(callee.baseName.text)
    }
    return false
  }
}
