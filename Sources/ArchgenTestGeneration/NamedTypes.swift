import ArchgenCore
import SwiftParser
import SwiftSyntax

/// The types a generated line names, read with swift-syntax: those it builds through an
/// initializer (`Track(title: "")`, `Player.State()`, `Track.init(…)`), with where the call sits
/// in the line, and every other capitalized name it refers to (`CheckoutFlow.self`, a type
/// annotation).
package final class NamedTypes: SyntaxVisitor {
  package struct Built: Equatable {
    /// `Player.State`, as written.
    package var type: String
    /// The call's UTF-8 range in the line.
    package var range: Range<Int>
  }

  package private(set) var built: [Built] = []
  package private(set) var named: [String] = []

  package static func read(_ line: String) -> NamedTypes {
    let reader = NamedTypes(viewMode: .sourceAccurate)
    // A line archgen wrote, parsed on the calling thread: one that nests deep or runs long (a
    // value copied from a fuzzed reducer) is not read, as `ParsedSource` would refuse it.
    guard line.utf8.count <= 4_000, NestingGuard.problem(line) == nil else { return reader }
    reader.walk(Parser.parse(source: line))
    return reader
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    var called = node.calledExpression
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      called = base
    }
    if let type = Self.typeName(called) {
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      built.append(
        Built(type: type, range: start..<node.endPositionBeforeTrailingTrivia.utf8Offset))
    }
    return .visitChildren
  }

  package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.isTypeName(node.baseName.text) { named.append(node.baseName.text) }
    return .skipChildren
  }

  package override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let type = Self.typeName(ExprSyntax(node)) {
      named.append(type)
      return .skipChildren
    }
    return .visitChildren
  }

  package override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if Self.isTypeName(node.name.text) { named.append(node.name.text) }
    return .visitChildren
  }

  package override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    named.append(node.trimmedDescription)
    return .skipChildren
  }

  /// `Track`, `Player.State`: a name or a chain of names, each capitalized; nil for anything else.
  private static func typeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return isTypeName(reference.baseName.text) ? reference.baseName.text : nil
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let outer = typeName(base), isTypeName(member.declName.baseName.text)
    else { return nil }
    return outer + "." + member.declName.baseName.text
  }

  private static func isTypeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return first.properties.isUppercase && name != "Self"
  }
}
