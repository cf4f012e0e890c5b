import ArchgenSyntax
import SwiftSyntax

/// The case a pattern matches, as a graph names it: `.didAuthenticate(.success(let t))` is
/// `didAuthenticate.success`; `_` and bindings are `*`.
package struct PatternName: Equatable {
  package var name: String
  /// True when the pattern matches only some values of its case (a literal payload, say), so it
  /// cannot shadow a later case.
  package var restrictive: Bool
  /// The name a payload binds (`.action(let action)` binds `action`), for nested switches.
  package var payloadBinding: String?
  /// `BookmarksAction.` in `case let BookmarksAction.add(x)`: an event keeps it, a state does not.
  package var typeQualifier = ""
  /// Every name the payload binds (`._updated(region: let r, result: let result)`): a switch
  /// over any of them adds its case to the event, as one over a single payload does.
  package var payloadBindings: [String] = []
  /// True for `_` and a binding: the pattern matches any value (its name is `*`).
  package private(set) var isAny = false

  /// The name an event is given: an enum action matched with its type keeps the type.
  package var eventName: String { isAny ? name : typeQualifier + name }

  package static let any: PatternName = {
    var result = PatternName(name: StateMachine.anyState, restrictive: false)
    result.isAny = true
    return result
  }()

  /// The state a from-pattern stands for: `.waitingToStart(hasStalled: false)` matches some
  /// values of `waitingToStart`, the state the picture draws (a literal stays in an event).
  package var stateName: String {
    guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return name }
    return String(name[..<open])
  }

  package init(name: String, restrictive: Bool, payloadBinding: String? = nil) {
    self.name = name
    self.restrictive = restrictive
    self.payloadBinding = payloadBinding
  }
}

/// Reads `case` patterns of a switch or an `if case`.
package enum CasePattern {
  /// The positional elements of a pattern: one per tuple position, else the pattern itself.
  package static func elements(of node: Syntax) -> [Syntax] {
    let inner = unwrap(node)
    if let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      return tuple.elements.map { Syntax($0.expression) }
    }
    if let tuple = inner.as(TuplePatternSyntax.self), tuple.elements.count > 1 {
      return tuple.elements.map { Syntax($0.pattern) }
    }
    return [inner]
  }

  /// The case name of one element.
  package static func name(of node: Syntax) -> PatternName {
    let inner = unwrap(node)
    if inner.is(WildcardPatternSyntax.self) || inner.is(DiscardAssignmentExprSyntax.self)
      || inner.is(IdentifierPatternSyntax.self)
    {
      return .any
    }
    // A type matched is named as written (`StatusesState.UpdateStatus`).
    if let isType = inner.as(IsTypePatternSyntax.self) {
      return PatternName(name: isType.type.trimmedText, restrictive: false)
    }
    if let cast = inner.as(AsExprSyntax.self) {
      return PatternName(name: cast.type.trimmedText, restrictive: false)
    }
    if let sequence = inner.as(SequenceExprSyntax.self) {
      return castName(sequence) ?? PatternName(name: sequence.trimmedText, restrictive: true)
    }
    if let member = inner.as(MemberAccessExprSyntax.self) {
      var result = PatternName(name: member.declName.baseName.text, restrictive: false)
      result.typeQualifier = qualifier(member)
      return result
    }
    if let reference = inner.as(DeclReferenceExprSyntax.self) {
      return PatternName(name: reference.baseName.text, restrictive: false)
    }
    if let call = inner.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      // `.some(.edit(let s))` on an optional is the case `edit`.
      if member.declName.baseName.text == "some", call.arguments.count == 1,
        let only = call.arguments.first, isCase(unwrap(Syntax(only.expression)))
      {
        return name(of: Syntax(only.expression))
      }
      var result = payloadName(member.declName.baseName.text, arguments: call.arguments)
      result.typeQualifier = qualifier(member)
      return result
    }
    if let literal = inner.as(BooleanLiteralExprSyntax.self) {
      return PatternName(name: literal.literal.text, restrictive: false)
    }
    return PatternName(name: inner.trimmedText, restrictive: true)
  }

  private static func payloadName(_ base: String, arguments: LabeledExprListSyntax) -> PatternName {
    var result = PatternName(name: base, restrictive: false)
    var nested = false
    for argument in arguments {
      let element = unwrap(Syntax(argument.expression))
      if element.is(IdentifierPatternSyntax.self) {
        if let name = element.as(IdentifierPatternSyntax.self)?.identifier.text {
          result.payloadBindings.append(name)
        }
        if arguments.count == 1 {
          result.payloadBinding = element.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        continue
      }
      // `.binding(\.$username)`: the key path names the field, `binding.username`.
      if arguments.count == 1, let keyPath = element.as(KeyPathExprSyntax.self),
        let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
      {
        var field = last.declName.baseName.text
        if field.hasPrefix("$") { field.removeFirst() }
        result.name += "." + field
        result.restrictive = true
        continue
      }
      let inner = name(of: element)
      if inner.isAny { continue }
      // `.setNavigation(true)`: a literal payload stays in the label.
      if arguments.count == 1 && isLiteral(element) {
        result.name += "(\(element.trimmedText))"
        result.restrictive = true
        continue
      }
      if !nested && isCase(element) {
        result.name += "." + inner.name
        result.restrictive = result.restrictive || inner.restrictive
        // `.path(.element(_, .delegate(let d)))`: `d` names the innermost payload.
        if let binding = inner.payloadBinding { result.payloadBinding = binding }
        nested = true
      } else {
        result.restrictive = true
      }
    }
    return result
  }

  private static func isLiteral(_ node: Syntax) -> Bool {
    node.is(BooleanLiteralExprSyntax.self) || node.is(IntegerLiteralExprSyntax.self)
      || node.is(FloatLiteralExprSyntax.self) || node.is(NilLiteralExprSyntax.self)
      || node.as(StringLiteralExprSyntax.self)?.segments.allSatisfy {
        $0.is(StringSegmentSyntax.self)
      } == true
  }

  /// An element that matches an enum case (`.idle`, `.start?`, `.success(let v)`), not a
  /// binding, a wildcard or a literal.
  package static func isEnumCase(_ node: Syntax) -> Bool { isCase(unwrap(node)) }

  private static func isCase(_ node: Syntax) -> Bool {
    if node.is(MemberAccessExprSyntax.self) { return true }
    if let call = node.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.is(MemberAccessExprSyntax.self)
    }
    return false
  }

  /// `let a as SetURL` before the parser folds it: `[let a, as, SetURL]`.
  private static func castName(_ sequence: SequenceExprSyntax) -> PatternName? {
    let items = Array(sequence.elements)
    guard items.count == 3, items[1].is(UnresolvedAsExprSyntax.self) else { return nil }
    // `case let action as FetchQuotes`: `action` names the event for an inner `if case`.
    let binding =
      unwrap(Syntax(items[0])).as(PatternExprSyntax.self)
      .flatMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      ?? unwrap(Syntax(items[0])).as(IdentifierPatternSyntax.self)?.identifier.text
    return PatternName(
      name: items[2].trimmedText, restrictive: false, payloadBinding: binding)
  }

  /// `case let BookmarksAction.add(name)`: an enum action matched with its type keeps the type
  /// in the event (`BookmarksAction.add`), as a type matched by `as` is named by it; `.add` and
  /// `Self.add` name the case alone.
  private static func qualifier(_ member: MemberAccessExprSyntax) -> String {
    guard let base = member.base, base.trimmedText != "Self",
      base.trimmedText.first?.isUppercase == true,
      TypeName.components(base.trimmedText).allSatisfy({ $0.first?.isUppercase == true })
    else { return "" }
    return base.trimmedText + "."
  }

  package static func lastTypeName(_ text: String) -> String {
    TypeName.components(text).last ?? text
  }

  /// Strips `let`/`var`, expression-pattern wrappers, single parentheses and `?`.
  package static func unwrap(_ node: Syntax) -> Syntax {
    if let binding = node.as(ValueBindingPatternSyntax.self) {
      return unwrap(Syntax(binding.pattern))
    }
    if let pattern = node.as(ExpressionPatternSyntax.self) {
      return unwrap(Syntax(pattern.expression))
    }
    if let expression = node.as(PatternExprSyntax.self) {
      return unwrap(Syntax(expression.pattern))
    }
    if let optional = node.as(OptionalChainingExprSyntax.self) {
      return unwrap(Syntax(optional.expression))
    }
    if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return unwrap(Syntax(only.expression))
    }
    if let tuple = node.as(TuplePatternSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return unwrap(Syntax(only.pattern))
    }
    return node
  }
}
