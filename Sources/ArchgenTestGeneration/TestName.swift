import ArchgenGraph
import SwiftSyntax

/// `cartProceedGoesToShipping`, `paymentSubmitPaymentWhenNotApprovedGoesToDeclined`.
package enum TestName {
  package static func make(_ transition: Transition) -> String {
    let from = transition.fromNode.isAny ? "any" : words(transition.from)
    var name = lowerFirst(from) + upperFirst(words(transition.event))
    if let condition = transition.guardCondition {
      let spelled = guardWords(condition)
      if !spelled.isEmpty { name += "When" + spelled }
    }
    return fitted(name + "GoesTo" + upperFirst(words(transition.to)))
  }

  /// The longest a name gets (before XCTest's `test` prefix): a guard spelled out in full
  /// (`…WhenNotLet…`) ran to 140 characters.
  package static let budget = 60

  /// `name` cut to `budget` (less `reserve`), at the start of a word where one is near.
  package static func fitted(_ name: String, reserve: Int = 0) -> String {
    let limit = budget - reserve
    guard name.count > limit else { return name }
    let cut = name.prefix(limit)
    if let wordStart = cut.lastIndex(where: \.isUppercase),
      cut.distance(from: cut.startIndex, to: wordStart) >= limit * 2 / 3
    {
      return String(cut[..<wordStart])
    }
    return String(cut)
  }

  /// The name of the `count`th test of the same name in a suite: a number after the name, kept
  /// within the budget (`…GoesToIdle2`).
  package static func numbered(_ name: String, _ count: Int) -> String {
    count > 1 ? fitted(name, reserve: String(count).count) + String(count) : name
  }

  /// The function name in a file of `framework`: `testCartProceedGoesToShipping` for XCTest,
  /// which runs the methods whose names start with `test`; `cartProceedGoesToShipping` for Swift
  /// Testing, which runs the `@Test` functions.
  package static func function(_ name: String, framework: TestFramework) -> String {
    switch framework {
    case .xctest: "test" + upperFirst(name)
    case .swiftTesting: name
    }
  }

  private static let operators = [
    "!": "Not", "==": "Is", "!=": "IsNot", "<": "Below", "<=": "AtMost", ">": "Above",
    ">=": "AtLeast", "&&": "And", "||": "Or", "-": "Minus", "+": "Plus",
  ]

  /// The guard's tokens as words: names capitalized, operators spelled out.
  package static func guardWords(_ text: String) -> String {
    guardWords(Guard(text))
  }

  /// The guard's tokens as words, from the guard the model parsed.
  package static func guardWords(_ condition: Guard) -> String {
    var result = ""
    for token in condition.syntax.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let name): result += upperFirst(name)
      case .integerLiteral(let digits), .floatLiteral(let digits):
        result += digits.filter { $0.isNumber }
      case .stringSegment(let segment): result += upperFirst(words(segment))
      case .keyword(let keyword): result += upperFirst("\(keyword)")
      case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
        result += operators[op] ?? ""
      case .exclamationMark: result += "Not"
      default: break
      }
    }
    return result
  }

  /// Letters and digits of `text` in camel case: `payment.approved` → `paymentApproved`.
  package static func words(_ text: String) -> String {
    let parts = text.split { !($0.isLetter || $0.isNumber) }
    return parts.enumerated().map {
      $0.offset == 0 ? String($0.element) : upperFirst(String($0.element))
    }
    .joined()
  }

  package static func upperFirst(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
  package static func lowerFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
