import SwiftParser
import SwiftSyntax

/// `cartProceedGoesToShipping`, `paymentSubmitPaymentWhenNotApprovedGoesToDeclined`.
enum TestName {
  static func make(_ transition: Transition) -> String {
    let from = transition.from == StateMachine.anyState ? "any" : words(transition.from)
    var name = lowerFirst(from) + upperFirst(words(transition.event))
    if let guardText = transition.guardText {
      let spelled = guardWords(guardText)
      if !spelled.isEmpty { name += "When" + spelled }
    }
    return name + "GoesTo" + upperFirst(words(transition.to))
  }

  /// The function name in a file of `framework`: `testCartProceedGoesToShipping` for XCTest,
  /// which runs the methods whose names start with `test`; `cartProceedGoesToShipping` for Swift
  /// Testing, which runs the `@Test` functions.
  static func function(_ name: String, framework: TestFramework) -> String {
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
  static func guardWords(_ text: String) -> String {
    var result = ""
    for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
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
  static func words(_ text: String) -> String {
    let parts = text.split { !($0.isLetter || $0.isNumber) }
    return parts.enumerated().map {
      $0.offset == 0 ? String($0.element) : upperFirst(String($0.element))
    }
    .joined()
  }

  static func upperFirst(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
  static func lowerFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
