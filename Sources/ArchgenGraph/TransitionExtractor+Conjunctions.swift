import SwiftSyntax

/// A condition written as one `&&` chain asks each of its parts, as a comma list does: a part
/// that pins the state (`phase == .dialing && attempts < 3`, `phase != .closed && ready`,
/// `isBusy && !cancelled`) narrows where the path starts, whatever the others test; they stay
/// its guard.
extension TransitionExtractor {
  /// Reads `condition` part by part into `reading` when it is an `&&` chain one of whose parts
  /// is about the held state; false (and `reading` untouched) otherwise.
  package func readConjuncts(
    _ condition: ExprSyntax, text: String, into reading: inout ConditionReading
  ) -> Bool {
    guard let parts = Self.conjuncts(condition), parts.count > 1 else { return false }
    var narrowed = reading
    var others: [String] = []
    var pinned = false
    for part in parts {
      if part.count == 3, let name = narrowing(part) {
        narrowed.from = name
        pinned = true
      } else if part.count == 3, let name = excludedCase(part) {
        narrowed.excluded.append(name)
        pinned = true
      } else if part.count == 1, let name = narrowing(part[0]) {
        narrowed.from = name
        pinned = true
      } else if part.count == 1, let asked = caseQuestion(part[0]) {
        readQuestion(asked, alone: false, into: &narrowed)
        pinned = true
      } else {
        others.append(part.map(\.trimmedDescription).joined(separator: " "))
      }
    }
    guard pinned else { return false }
    if !others.isEmpty { narrowed.guards.append(Guard.text(of: others)) }
    narrowed.all.append(text)
    reading = narrowed
    return true
  }

  /// The parts of a top-level `a && b && c`, each as its sequence elements; nil when the
  /// condition is not such a chain or binds looser than `&&` anywhere at its top level (`||`,
  /// a ternary, an assignment), where a part alone does not decide the path.
  package static func conjuncts(_ condition: ExprSyntax) -> [[ExprSyntax]]? {
    guard let sequence = TargetValue.unwrap(condition).as(SequenceExprSyntax.self) else {
      return nil
    }
    var parts: [[ExprSyntax]] = [[]]
    for element in sequence.elements {
      if element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) {
        return nil
      }
      if let operatorText = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
        if operatorText == "||" { return nil }
        if operatorText == "&&" {
          parts.append([])
          continue
        }
      }
      parts[parts.count - 1].append(element)
    }
    return parts.contains(where: \.isEmpty) ? nil : parts
  }

  /// `phase != .closed` (either way round) among the parts: any case of the whole state but
  /// that one; `state.sheet.mode != .choice`: any case of that field's enum but that one.
  func excludedCase(_ elements: [ExprSyntax]) -> Node? {
    guard elements.count == 3,
      elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
    else { return nil }
    for (subject, value) in [(elements[0], elements[2]), (elements[2], elements[0])] {
      guard let name = TargetValue.caseName(value), !["nil", "true", "false"].contains(name)
      else { continue }
      if isOwnWholeState(subject) { return Node(read: name) }
      if case .field(let field) = reference.access(subject), !field.contains("[]"),
        value.trimmedText.hasPrefix(".")
      {
        return .setting(field, to: name)
      }
    }
    return nil
  }
}
