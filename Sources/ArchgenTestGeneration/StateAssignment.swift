import ArchgenCore
import SwiftSyntax

/// What a reducer does to a field that `graph` draws as `field=?`, where a test can still tell
/// the result: the field set to a value the action carries (`case let .setName(name):
/// state.name = name`), such a value appended to it or removed from it, a number added
/// (`state.count += 1`), a Bool toggled.
package enum StateAssignment: Equatable {
  /// Set to the payload element `index` (label `label`) of the case `caseName`; an index of -1
  /// names the element by its label alone (a member of an action matched by type).
  case payload(caseName: String, index: Int, label: String?)
  /// `append(x)`, `insert(x)` or `insert(x, at: 0)` of that payload element.
  case append(caseName: String, index: Int, label: String?)
  /// `remove(x)` of that payload element.
  case remove(caseName: String, index: Int, label: String?)
  /// `+= x` or `append(contentsOf: x)` of that payload element (a string, a number, a
  /// collection).
  case addPayload(caseName: String, index: Int, label: String?)
  /// `+= n` (or `-= n`, as `-n`).
  case add(String)
  case toggle
  /// Set to an expression of constants (`.badge(Badge.State())`, `.alert(.confirm)`), copied as
  /// written; `types` are the type names it starts from, which the test must see too.
  case constant(String, types: [String])

  /// The assignment to `state.<field>` on `line` of `source`, if it has one of these shapes.
  package static func read(field: String, line: Int, in source: ParsedSource) -> StateAssignment? {
    for node in source.statements(onLine: line) {
      if let shape = shape(node, field: field) { return shape }
    }
    return nil
  }

  private static func shape(_ node: Syntax, field: String) -> StateAssignment? {
    if let call = node.as(FunctionCallExprSyntax.self) {
      return callShape(call, field: field)
    }
    guard let sequence = node.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, isTarget(elements[0], field: field) else { return nil }
    let value = elements[2]
    if let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      op == "+=" || op == "-=", value.is(IntegerLiteralExprSyntax.self)
    {
      return .add((op == "-=" ? "-" : "") + value.trimmedDescription)
    }
    if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
      let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      return binding(name, around: node).map { .addPayload(caseName: $0, index: $1, label: $2) }
    }
    // A member of an action matched by type (`state.unread += counted.count`): its payload by
    // label (index -1).
    if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
      let cast = CastActionBinding.member(value, around: node)
    {
      return .addPayload(caseName: cast.type, index: -1, label: cast.member)
    }
    guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
    if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return binding(name, around: node).map { .payload(caseName: $0, index: $1, label: $2) }
    }
    if let cast = CastActionBinding.member(value, around: node) {
      return .payload(caseName: cast.type, index: -1, label: cast.member)
    }
    var types: [String] = []
    guard isConstant(value, types: &types) else { return nil }
    return .constant(value.trimmedDescription, types: types)
  }

  /// `state.field` (or `newState.field`, `self.field`: the reducer's own name for the state).
  private static func isTarget(_ expression: some SyntaxProtocol, field: String) -> Bool {
    let text = expression.trimmedDescription
    guard text.hasSuffix(".\(field)") else { return false }
    let base = text.dropLast(field.count + 1)
    // `$0.field`: the copy a state's copy-modify method hands its closure (`state.with { }`).
    if base.first == "$" { return base.count > 1 && base.dropFirst().allSatisfy(\.isNumber) }
    return !base.isEmpty && base.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// `state.isOn.toggle()`, `state.items.append(item)`, `state.tags.insert(tag)`,
  /// `state.items.insert(item, at: 0)`, `state.links.remove(link)`.
  private static func callShape(_ call: FunctionCallExprSyntax, field: String) -> StateAssignment? {
    guard call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, isTarget(base, field: field)
    else { return nil }
    let method = member.declName.baseName.text
    let arguments = Array(call.arguments)
    if method == "toggle", arguments.isEmpty { return .toggle }
    guard let first = arguments.first,
      first.label == nil || (method == "append" && first.label?.text == "contentsOf"),
      let (caseName, index, label) = first.expression.as(DeclReferenceExprSyntax.self).flatMap({
        binding($0.baseName.text, around: Syntax(call))
      })
        ?? CastActionBinding.member(first.expression, around: Syntax(call)).map({
          ($0.type, -1, $0.member)
        })
    else { return nil }
    if first.label != nil {
      return .addPayload(caseName: caseName, index: index, label: label)
    }
    switch (method, arguments.count) {
    case ("append", 1), ("insert", 1):
      return .append(caseName: caseName, index: index, label: label)
    case ("insert", 2):
      // At the front: the one element the test's empty start holds.
      guard arguments[1].label?.text == "at", arguments[1].expression.trimmedDescription == "0"
      else { return nil }
      return .append(caseName: caseName, index: index, label: label)
    case ("remove", 1):
      return .remove(caseName: caseName, index: index, label: label)
    default:
      return nil
    }
  }

  /// Whether `expression` is built of literals, cases, static members and initializers only:
  /// no variable, closure or effect, so the test computes the same value.
  private static func isConstant(_ expression: ExprSyntax, types: inout [String]) -> Bool {
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard name.first?.isUppercase == true, !["UUID", "Date"].contains(name) else { return false }
      types.append(name)
      return true
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return true }
      return isConstant(base, types: &types)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return call.trailingClosure == nil && isConstant(call.calledExpression, types: &types)
        && call.arguments.allSatisfy { isConstant($0.expression, types: &types) }
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return array.elements.allSatisfy { isConstant($0.expression, types: &types) }
    }
    return false
  }

  /// Where `name` is bound in the case pattern of the `switch` case around `node`:
  /// `case let .setName(name)`, `case .setName(let name)`, `case let .set(_, value: name)`.
  private static func binding(_ name: String, around node: Syntax) -> (
    caseName: String, index: Int, label: String?
  )? {
    var current = node.parent
    while let syntax = current, !syntax.is(SwitchCaseSyntax.self) { current = syntax.parent }
    guard let switchCase = current?.as(SwitchCaseSyntax.self),
      case .case(let label) = switchCase.label, label.caseItems.count == 1,
      let item = label.caseItems.first
    else { return nil }
    for call in item.pattern.tokens(viewMode: .sourceAccurate).compactMap({
      $0.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self)?.parent?
        .as(FunctionCallExprSyntax.self)
    }) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
      for (index, argument) in call.arguments.enumerated() {
        let expression = argument.expression
        var pattern = expression.as(PatternExprSyntax.self)?.pattern
        if let binding = pattern?.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        let bound =
          pattern?.as(IdentifierPatternSyntax.self)?.identifier.text
          ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if bound == name {
          return (member.declName.baseName.text, index, argument.label?.text)
        }
      }
    }
    return nil
  }
}
