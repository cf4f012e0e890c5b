import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds transition functions written on the state enum itself: an instance method of an enum
/// (or of an extension of one) whose result carries a value of that enum (`Self`, `Self?`,
/// `Result<Self, E>`, a tuple with a `Self` element) and that `switch self`es to pick it. Each
/// method is an event named after it; from = the matched `self` case, to = the case returned.
/// `.success(x)` is `x`; `.failure`, `nil`, `self` and the matched case rebuilt from its own
/// payload are no edge, and so is a method that keeps every case (a map over the payloads).
/// A method that first switches over a parameter names its events after
/// that switch's cases, and a case of it that returns a state without looking at `self` is `*`.
package final class StateEnumMethodFinder: SyntaxVisitor {
  private let source: ParsedSource
  private let enums: Set<String>
  package private(set) var reducers: [ReducerFacts] = []

  /// `enums`: the enums this file declares, by simple name (an extension of one counts).
  package init(_ source: ParsedSource, enums: Set<String>) {
    self.source = source
    self.enums = enums
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    read(
      node.memberBlock, owner: SyntaxScope.typePath(of: node) + [node.name.text], at: Syntax(node))
    return .visitChildren
  }

  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedText
    guard let last = name.split(separator: ".").last, enums.contains(String(last)) else {
      return .skipChildren
    }
    read(
      node.memberBlock, owner: name.split(separator: ".").map(String.init), at: Syntax(node))
    return .skipChildren
  }

  private func read(_ members: MemberBlockSyntax, owner: [String], at node: Syntax) {
    guard !owner.isEmpty else { return }
    var transitions: [Transition] = []
    for member in members.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        !function.modifiers.contains(where: {
          [.keyword(.static), .keyword(.class), .keyword(.mutating)].contains($0.name.tokenKind)
        }),
        let result = function.signature.returnClause?.type,
        let slot = Self.stateSlot(result, owner: owner), let body = function.body
      else { continue }
      let parameters = Set(
        function.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        })
      let reader = Reader(
        source: source, slot: slot, event: function.name.text, parameters: parameters)
      let moves = reader.transitions(body.statements)
      // Every case kept with a new payload (`.exact(adjust(amount))`): a map over the payload.
      if moves.allSatisfy({ $0.from == $0.to }) { continue }
      transitions += moves
    }
    transitions += MutatingEnumMethods.transitions(members, owner: owner, source: source)
    guard !transitions.isEmpty else { return }
    let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    reducers.append(
      ReducerFacts(
        name: owner.joined(separator: "."), typePath: owner, file: source.path, line: line,
        column: column, stateType: owner.joined(separator: "."), eventType: nil, function: nil,
        holderInitial: nil, transitions: transitions, cases: []))
  }

  /// Where the state sits in a result: `.whole` for `Self`/`Self?`/`Result<Self, E>`, the
  /// index of its element in a tuple; nil when the result carries no value of the type.
  package static func stateSlot(_ type: TypeSyntax, owner: [String]) -> Slot? {
    // `Outer.Status` is the type only when it names this enum's own path: another module's
    // `Client.Status` is not.
    let names = Set(["Self"] + owner.indices.map { owner[$0...].joined(separator: ".") })
    func isState(_ type: TypeSyntax) -> Bool {
      var type = type
      if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
      return names.contains(type.trimmedText)
    }
    if isState(type) { return .whole }
    if let tuple = type.as(TupleTypeSyntax.self) {
      return tuple.elements.firstIndex { isState($0.type) }.map {
        .element(tuple.elements.distance(from: tuple.elements.startIndex, to: $0))
      }
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Result",
      let first = identifier.genericArgumentClause?.arguments.first,
      case .type(let argument) = first.argument, isState(argument)
    {
      return .whole
    }
    return nil
  }

  package enum Slot: Equatable {
    case whole
    case element(Int)
  }
}

/// Reads one transition method's body.
private struct Reader {
  let source: ParsedSource
  let slot: StateEnumMethodFinder.Slot
  let event: String
  let parameters: Set<String>

  func transitions(_ statements: CodeBlockItemListSyntax) -> [Transition] {
    guard let node = Self.switchExpression(statements) else { return [] }
    let subject = node.subject.as(DeclReferenceExprSyntax.self)?.baseName
    if subject?.tokenKind == .keyword(.self) { return overSelf(node, event: event) }
    // `switch status { case .serverReady(let x): switch self { ... } }`: events are its cases.
    guard let name = subject?.text, parameters.contains(name) else { return [] }
    var result: [Transition] = []
    var readsSelf = false
    for switchCase in TransitionExtractor.flatten(node.cases) {
      guard case .case(let label) = switchCase.label else { continue }
      for item in label.caseItems {
        let pattern = CasePattern.name(of: Syntax(item.pattern))
        guard !pattern.isAny else { continue }
        let event = pattern.stateName
        if let inner = Self.switchExpression(switchCase.statements),
          inner.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
          readsSelf = true
          result += overSelf(inner, event: event)
        } else if let value = Self.value(switchCase.statements),
          let target = target(value, from: nil, bound: [])
        {
          result.append(
            Transition(from: StateMachine.anyState, to: target, event: event, line: line(value)))
        }
      }
    }
    // A method that never looks at `self` builds a value from its parameter: a conversion.
    return readsSelf ? result : []
  }

  private func overSelf(_ node: SwitchExprSyntax, event: String) -> [Transition] {
    var result: [Transition] = []
    for switchCase in TransitionExtractor.flatten(node.cases) {
      guard let value = Self.value(switchCase.statements) else { continue }
      var sources: [(String, Set<String>)] = []
      switch switchCase.label {
      case .case(let label):
        for item in label.caseItems {
          let bound = Set(
            item.pattern.tokens(viewMode: .sourceAccurate).filter {
              if case .identifier = $0.tokenKind { return true }
              return false
            }.map(\.text))
          sources.append((CasePattern.name(of: Syntax(item.pattern)).stateName, bound))
        }
      case .default: sources.append((StateMachine.anyState, []))
      }
      for (from, bound) in sources {
        guard let to = target(value, from: from, bound: bound) else { continue }
        result.append(Transition(from: from, to: to, event: event, line: line(value)))
      }
    }
    return result
  }

  /// The case a returned value moves to; nil for no move.
  private func target(_ value: ExprSyntax, from: String?, bound: Set<String>) -> String? {
    var value = TargetValue.unwrap(value)
    if case .element(let index) = slot {
      guard let tuple = value.as(TupleExprSyntax.self), index < tuple.elements.count else {
        return nil
      }
      value =
        tuple.elements[tuple.elements.index(tuple.elements.startIndex, offsetBy: index)]
        .expression
    }
    if let call = value.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    {
      switch member.declName.baseName.text {
      case "success":
        guard let first = call.arguments.first else { return nil }
        return moved(first.expression, from: from, bound: bound)
      case "failure": return nil
      default: break
      }
    }
    return moved(value, from: from, bound: bound)
  }

  private func moved(_ value: ExprSyntax, from: String?, bound: Set<String>) -> String? {
    guard let name = TargetValue.caseName(value), name != "nil" else { return nil }
    if name == from {
      // The matched case rebuilt from its own payload is no move.
      let arguments = value.as(FunctionCallExprSyntax.self)?.arguments.map(\.expression) ?? []
      let rebuilt = arguments.allSatisfy {
        guard let reference = $0.as(DeclReferenceExprSyntax.self) else { return false }
        return bound.contains(reference.baseName.text)
      }
      if rebuilt { return nil }
    }
    return name
  }

  private func line(_ value: ExprSyntax) -> Int {
    source.location(of: value.positionAfterSkippingLeadingTrivia).line
  }

  /// The switch a body is: `switch x {...}`, `return switch x {...}`, alone in the body.
  static func switchExpression(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
    guard statements.count == 1 else { return nil }
    return value(statements)?.as(SwitchExprSyntax.self)
  }

  /// The value a case or a body gives: its only expression or its `return`.
  static func value(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    switch item {
    case .expr(let value): return value
    case .stmt(let statement):
      if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return expression }
      return statement.as(ReturnStmtSyntax.self)?.expression
    default: return nil
    }
  }
}
