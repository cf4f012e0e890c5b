import SwiftSyntax

/// Guards that ask which case a held state is in through a computed Bool (`guard isRecording`,
/// `if !state.isActive`): the cases its getter returns true for are where the path starts.
extension TransitionExtractor {
  /// The cases a condition asks for, and whether it holds when the state is in one of them
  /// (`!isRecording` holds in every other case).
  package func caseQuestion(_ condition: ExprSyntax) -> (cases: [String], holds: Bool)? {
    var subject = TargetValue.unwrap(condition)
    var holds = true
    if let prefix = subject.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      holds = false
      subject = TargetValue.unwrap(prefix.expression)
    }
    if casePredicates.cases.isEmpty, let listed = listedCases(subject) { return (listed, holds) }
    guard
      let set = casePredicates.asked(subject, holder: { self.reference.isState($0) })
        ?? writtenCaseQuestion(subject) ?? casePredicates.partlyAsked(subject, holds: holds),
      !set.isEmpty, set.count < casePredicates.cases.count
    else { return nil }
    return (casePredicates.ordered(set), holds)
  }

  /// A question whose answer in some cases depends on another value: where it fails says
  /// nothing about the case.
  package func partlyAsks(_ condition: ExprSyntax) -> Bool {
    var subject = TargetValue.unwrap(condition)
    if let prefix = subject.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      subject = TargetValue.unwrap(prefix.expression)
    }
    return casePredicates.asked(subject, holder: { self.reference.isState($0) }) == nil
      && casePredicates.partlyAsked(subject, holds: true) != nil
  }

  /// A question that holds starts the path from its cases; one that fails leaves them out.
  package func readQuestion(
    _ asked: (cases: [String], holds: Bool), alone: Bool, into reading: inout ConditionReading
  ) {
    if asked.holds {
      let cases = asked.cases.map(Node.init(read:))
      reading.from = cases[0]
      reading.alsoFrom = Array(cases.dropFirst())
      if alone { reading.otherwiseExcluded = cases }
    } else {
      let cases = asked.cases.map(Node.init(read:))
      reading.excluded += cases
      if alone { reading.otherwiseFrom = cases }
    }
  }

  /// Starts a path from `cases` (the first, then the others), or from any case but `excluding`.
  package func start(among cases: [Node], excluding: [Node], _ context: inout Context) {
    if let first = cases.first {
      narrow(to: first, &context)
      context.alsoFrom = Array(cases.dropFirst())
    }
    context.excludedFrom += excluding
  }
}
