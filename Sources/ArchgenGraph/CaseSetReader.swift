import SwiftSyntax

/// Reads the getter of a computed Bool as the cases of one value for which it is true:
/// `if case .recording = state { return true }; return false` is `[recording]`;
/// `switch self { case .playing, .paused: true; default: false }` is `[playing, paused]`;
/// `phase == .a || phase == .b`, `!isIdle`, `[.a, .b].contains(self)` read the same way. Any
/// other question (a flag, a count, a call) is not about the cases: nil.
package struct CaseSetReader {
  /// Every case of the value's enum.
  package let all: Set<String>
  /// The value asked about: `self` in the enum, the stored state in the type that holds it.
  package let isSubject: (ExprSyntax) -> Bool
  /// Questions already read about the value itself (`state.isRecording` in its holder).
  package let known: [String: Set<String>]
  /// What a returned value that asks about something else (`case .cooldown(_, let released):
  /// return !released`) counts as: nil reads no such getter.
  private var unknownReturn: Bool?
  /// A question's parameter of the same enum and the case the caller passes it
  /// (`canBecome(.resumed)`): a switch over `(self, next)` picks its cases with that value.
  package var argument: (name: String, value: String)?

  package init(
    all: Set<String>, isSubject: @escaping (ExprSyntax) -> Bool, known: [String: Set<String>]
  ) {
    self.all = all
    self.isSubject = isSubject
    self.known = known
  }

  /// The cases for which `body` returns true, or nil when it asks something else.
  package func trueCases(_ body: CodeBlockItemListSyntax) -> Set<String>? {
    evaluate(Array(body), among: all)
  }

  /// A getter that picks cases and, in some of them, returns what another value says
  /// (`switch state { case .idle: false; case .busy: true; case .cooling(let done): !done }`):
  /// the cases for which it may return true (`busy`, `cooling`) and those for which it always
  /// does (`busy`); nil when a path asks something else before it picks the case.
  package func possibleCases(_ body: CodeBlockItemListSyntax) -> (
    may: Set<String>, always: Set<String>
  )? {
    var lenient = self
    lenient.unknownReturn = true
    var strict = self
    strict.unknownReturn = false
    guard let may = lenient.evaluate(Array(body), among: all),
      let always = strict.evaluate(Array(body), among: all), may != always
    else { return nil }
    return (may, always)
  }

  /// The cases among `remaining` for which the statements return true; nil when a path falls
  /// through or a value is not a question about the cases.
  private func evaluate(_ items: [CodeBlockItemSyntax], among start: Set<String>) -> Set<String>? {
    var remaining = start
    var result: Set<String> = []
    for (index, item) in items.enumerated() {
      let isLast = index == items.count - 1
      if let returned = item.item.as(ReturnStmtSyntax.self) {
        guard let value = returned.expression, let cases = returnedTruth(value) else { return nil }
        return result.union(cases.intersection(remaining))
      }
      if let guarded = item.item.as(GuardStmtSyntax.self) {
        guard let matched = truth(guarded.conditions),
          let otherwise = evaluate(
            Array(guarded.body.statements), among: remaining.subtracting(matched))
        else { return nil }
        result.formUnion(otherwise)
        remaining.formIntersection(matched)
        continue
      }
      guard let expression = Self.expression(of: item) else { return nil }
      if let branch = expression.as(IfExprSyntax.self) {
        guard let matched = truth(branch.conditions),
          let body = evaluate(Array(branch.body.statements), among: remaining.intersection(matched))
        else { return nil }
        result.formUnion(body)
        remaining.subtract(matched)
        guard let otherwise = branch.elseBody else { continue }
        let rest: Set<String>?
        switch otherwise {
        case .codeBlock(let block): rest = evaluate(Array(block.statements), among: remaining)
        case .ifExpr(let nested):
          rest = evaluate([CodeBlockItemSyntax(item: .expr(ExprSyntax(nested)))], among: remaining)
        }
        guard let rest else { return nil }
        return result.union(rest)
      }
      if let switched = expression.as(SwitchExprSyntax.self) {
        guard let cases = switchCases(switched, among: remaining) else { return nil }
        return result.union(cases)
      }
      // A one-expression getter, or the last value of an `if`/`switch` branch.
      guard isLast, let cases = returnedTruth(expression) else { return nil }
      return result.union(cases.intersection(remaining))
    }
    return nil
  }

  /// A returned value: a question about the cases, or (when reading what a getter may return)
  /// any other Bool, counted as `unknownReturn` says.
  private func returnedTruth(_ value: ExprSyntax) -> Set<String>? {
    truth(value) ?? unknownReturn.map { $0 ? all : [] }
  }

  /// `case .playing, .paused: return true` ... `default: return false`; over `(self, next)`,
  /// only the patterns whose second item matches the argument's case.
  private func switchCases(_ node: SwitchExprSyntax, among remaining: Set<String>) -> Set<String>? {
    guard let layout = subjectLayout(node.subject) else { return nil }
    var left = remaining
    var result: Set<String> = []
    for element in node.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
      var matched: Set<String>
      switch switchCase.label {
      case .default: matched = left
      case .case(let label):
        matched = []
        for item in label.caseItems {
          guard item.whereClause == nil,
            let cases = matchedCases(Syntax(item.pattern), layout: layout)
          else { return nil }
          matched.formUnion(cases)
        }
      }
      guard let body = evaluate(Array(switchCase.statements), among: left.intersection(matched))
      else { return nil }
      result.formUnion(body)
      left.subtract(matched)
    }
    return result
  }

  /// Where the value sits in a switch's subject: alone (nil index), or in a tuple beside the
  /// argument whose case is known (`(self, next)`: index 0); nil for any other subject.
  private func subjectLayout(_ subject: ExprSyntax) -> (index: Int?, count: Int)? {
    if isSubject(subject) { return (nil, 1) }
    guard let argument, let tuple = TargetValue.unwrap(subject).as(TupleExprSyntax.self),
      tuple.elements.count == 2
    else { return nil }
    let items = tuple.elements.map { TargetValue.unwrap($0.expression) }
    let isArgument = { (item: ExprSyntax) in
      item.as(DeclReferenceExprSyntax.self)?.baseName.text == argument.name
    }
    if isSubject(items[0]) && isArgument(items[1]) { return (0, 2) }
    if isSubject(items[1]) && isArgument(items[0]) { return (1, 2) }
    return nil
  }

  /// The cases of the value a pattern matches: all of them for `_` in a tuple, none when the
  /// argument's item names another case; nil when a pattern is not a case.
  private func matchedCases(_ pattern: Syntax, layout: (index: Int?, count: Int)) -> Set<String>? {
    guard let index = layout.index else {
      let name = CasePattern.name(of: pattern).name
      return all.contains(name) ? [name] : nil
    }
    let items = CasePattern.elements(of: pattern)
    guard items.count == layout.count, let argument else { return nil }
    let given = CasePattern.name(of: items[1 - index])
    if !given.isAny {
      guard all.contains(given.name) else { return nil }
      if given.name != argument.value { return [] }
    }
    let own = CasePattern.name(of: items[index])
    if own.isAny { return all }
    return all.contains(own.name) ? [own.name] : nil
  }

  /// The cases a condition list holds for: one `case .x = value` or one question.
  private func truth(_ conditions: ConditionElementListSyntax) -> Set<String>? {
    guard conditions.count == 1, let condition = conditions.first?.condition else { return nil }
    switch condition {
    case .matchingPattern(let match):
      guard isSubject(match.initializer.value) else { return nil }
      let name = CasePattern.name(of: Syntax(match.pattern)).name
      return all.contains(name) ? [name] : nil
    case .expression(let expression): return truth(expression)
    default: return nil
    }
  }

  /// The cases for which a Bool expression is true.
  private func truth(_ expression: ExprSyntax) -> Set<String>? {
    let expression = TargetValue.unwrap(expression)
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true) ? all : []
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return truth(prefix.expression).map { all.subtracting($0) }
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return truth(Array(sequence.elements))
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      isSubject(base)
    {
      return known[member.declName.baseName.text]
    }
    if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
      return evaluate([CodeBlockItemSyntax(item: .expr(expression))], among: all)
    }
    // `[.playing, .paused].contains(self)`.
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "contains",
      let array = member.base.flatMap({ TargetValue.unwrap($0).as(ArrayExprSyntax.self) }),
      call.arguments.count == 1, let argument = call.arguments.first, isSubject(argument.expression)
    {
      let names = array.elements.compactMap { TargetValue.caseName($0.expression) }
      return names.count == array.elements.count && names.allSatisfy(all.contains)
        ? Set(names) : nil
    }
    return nil
  }

  /// `a || b` is the union, `a && b` the intersection, `value == .x` one case.
  private func truth(_ elements: [ExprSyntax]) -> Set<String>? {
    for (operatorText, combine) in [
      ("||", { (a: Set<String>, b: Set<String>) in a.union(b) }),
      ("&&", { (a: Set<String>, b: Set<String>) in a.intersection(b) }),
    ] {
      let parts = Self.split(elements, on: operatorText)
      guard parts.count > 1 else { continue }
      var result: Set<String>?
      for part in parts {
        guard let cases = truth(part) else { return nil }
        result = result.map { combine($0, cases) } ?? cases
      }
      return result
    }
    if elements.count == 1 { return truth(elements[0]) }
    guard elements.count == 3,
      let comparison = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      comparison == "==" || comparison == "!="
    else { return nil }
    for (subject, value) in [(elements[0], elements[2]), (elements[2], elements[0])] {
      guard isSubject(subject), let name = TargetValue.caseName(value), all.contains(name) else {
        continue
      }
      return comparison == "==" ? [name] : all.subtracting([name])
    }
    return nil
  }

  private static func split(_ elements: [ExprSyntax], on operatorText: String) -> [[ExprSyntax]] {
    var parts: [[ExprSyntax]] = [[]]
    for element in elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == operatorText {
        parts.append([])
      } else {
        parts[parts.count - 1].append(element)
      }
    }
    return parts
  }

  /// The expression an item holds: a bare one, or an `if`/`switch` used as a statement.
  private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expression): return expression
    case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }
}
