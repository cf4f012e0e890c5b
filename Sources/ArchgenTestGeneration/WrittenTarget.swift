import ArchgenCore
import SwiftSyntax

/// The next state a reducer line writes with literal payloads only (`return
/// .runningInBackground(isStale: false)`), as `.runningInBackground(isStale:false)` without
/// whitespace: a self-loop test that would start from that very value cannot see a change.
package enum WrittenTarget {
  package static func read(caseName: String, line: Int, in source: ParsedSource) -> String? {
    for node in source.statements(onLine: line) {
      guard let call = node.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == caseName,
        call.arguments.allSatisfy({ isLiteral($0.expression) })
      else { continue }
      return squeezed(".\(caseName)(\(call.arguments.trimmedDescription))")
    }
    return nil
  }

  /// `text` without spaces, tabs and line breaks.
  package static func squeezed(_ text: String) -> String {
    String(text.filter { !$0.isWhitespace })
  }

  private static func isLiteral(_ expression: ExprSyntax) -> Bool {
    if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
    return false
  }
}
