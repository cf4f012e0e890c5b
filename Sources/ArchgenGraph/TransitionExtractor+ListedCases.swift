import SwiftSyntax

/// A question that lists cases of the held state when the state's enum is declared outside the
/// run (`guard state == .paused || state == .started else { throw … }`): the listed cases are the
/// ones it holds for, whatever the others are.
extension TransitionExtractor {
  /// The cases, in the order written, of a disjunction of two or more `==` comparisons of the
  /// own whole state with a case (either side); nil for any other condition.
  package func listedCases(_ condition: ExprSyntax) -> [String]? {
    guard let sequence = TargetValue.unwrap(condition).as(SequenceExprSyntax.self) else {
      return nil
    }
    var parts: [[ExprSyntax]] = [[]]
    for element in sequence.elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
        parts.append([])
      } else {
        parts[parts.count - 1].append(element)
      }
    }
    guard parts.count > 1 else { return nil }
    var names: [String] = []
    for part in parts {
      guard let name = comparedCase(part) else { return nil }
      if !names.contains(name) { names.append(name) }
    }
    return names.count > 1 ? names : nil
  }

  /// `state == .paused` or `.paused == state`: the case.
  private func comparedCase(_ part: [ExprSyntax]) -> String? {
    guard part.count == 3,
      part[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    for (subject, value) in [(part[0], part[2]), (part[2], part[0])] {
      if isOwnWholeState(subject), let name = TargetValue.caseName(value) { return name }
    }
    return nil
  }
}
