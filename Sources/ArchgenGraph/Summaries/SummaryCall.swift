import SwiftSyntax

/// A call whose changes a summary tells, possibly one read in another file: the method or helper
/// key and the value of each argument passed (`withChangedStatus(_:)` given `recording`), kept in
/// a transition's target until the machines are linked. A summary's nodes name the values of the
/// parameters by position (`status=⟨0⟩`); linking puts the call's arguments in their place.
package enum SummaryCall {
  package static let argumentSeparator: Character = "\u{3}"
  /// The argument that is the state itself (the helper's copied value).
  package static let stateArgument = "\u{5}"
  /// Free helpers are keyed apart from the state type's methods.
  package static let helperPrefix = "\u{4}"
  /// A change that holds only if no type in the run declares the method named after it.
  package static let undeclared = "\u{6}"
  /// A method called on a field of the state (`shared.finishAdding()`): the field's path, then
  /// `fieldSeparator`, then the method's key.
  package static let fieldMethod = "\u{7}"
  package static let fieldSeparator = "\u{8}"
  /// A function or method of the reducer's own type handed the state by `&` (`InoutSummary`).
  package static let inoutHelper = "\u{E}"
  private static let bracket = "\u{E000}"

  /// The stand-in for the value of parameter `index` inside a summarised body.
  package static func marker(_ index: Int) -> String { bracket + String(index) + bracket }

  /// A string literal holding `marker(index)`: what a parameter reads as while its body is
  /// summarised (`TargetValue.fieldValue` keeps a constant string as written).
  package static func markerExpression(_ index: Int) -> ExprSyntax {
    let segment = StringSegmentSyntax(content: .stringSegment(marker(index)))
    return ExprSyntax(
      StringLiteralExprSyntax(
        openingQuote: .stringQuoteToken(), segments: [.stringSegment(segment)],
        closingQuote: .stringQuoteToken()))
  }

  /// `key` followed by each argument's value.
  package static func encode(key: String, arguments: [String]) -> String {
    ([key] + arguments).joined(separator: String(argumentSeparator))
  }

  package static func decode(_ text: String) -> (key: String, arguments: [String]) {
    let parts = text.split(separator: argumentSeparator, omittingEmptySubsequences: false).map(
      String.init)
    return (parts.first ?? "", Array(parts.dropFirst()))
  }

  /// `status=⟨0⟩` given `[recording]` is `status=recording`; a parameter the call did not give
  /// a known value is `?`.
  package static func substitute(_ node: String, arguments: [String]) -> String {
    guard node.contains(bracket) else { return node }
    var result = node
    for index in 0..<max(arguments.count, 8) {
      let value =
        index < arguments.count && arguments[index] != stateArgument
        ? arguments[index] : StateMachine.unknownState
      result = result.replacingOccurrences(of: "\"" + marker(index) + "\"", with: value)
      result = result.replacingOccurrences(of: marker(index), with: value)
    }
    // A marker past the arguments given (a defaulted parameter): not known.
    while let start = result.range(of: bracket) {
      guard let end = result.range(of: bracket, range: start.upperBound..<result.endIndex) else {
        break
      }
      var lower = start.lowerBound
      var upper = end.upperBound
      if lower > result.startIndex, result[result.index(before: lower)] == "\"",
        upper < result.endIndex, result[upper] == "\""
      {
        lower = result.index(before: lower)
        upper = result.index(after: upper)
      }
      result.replaceSubrange(lower..<upper, with: StateMachine.unknownState)
    }
    return result
  }
}
