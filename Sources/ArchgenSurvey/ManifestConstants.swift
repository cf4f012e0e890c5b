import SwiftSyntax

/// The string constants a Swift manifest and its helpers declare (`let appName = "Shop"`,
/// `static let name: String = "Shop"`, `let env = ProjectEnvironment(name: "Shop")`), and the string a manifest's argument comes to: a literal, a
/// constant, the default a helper or an environment variable falls back to
/// (`Environment.appName.getString(default: "Shop")`, `env["NAME"] ?? "Shop"`).
package struct ManifestConstants {
  private var values: [String: String] = [:]

  package init(_ trees: [SourceFileSyntax]) {
    let finder = ConstantFinder(viewMode: .sourceAccurate)
    for tree in trees { finder.walk(tree) }
    values = finder.values
  }

  /// The string `expression` evaluates to, when the manifest says it.
  package func string(_ expression: ExprSyntax) -> String? {
    if let literal = Self.literal(expression) { return literal }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return values[reference.baseName.text]
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `env.name` of `let env = ProjectEnvironment(name: "Shop", …)`, else `AppInfo.name`.
      let field = member.declName.baseName.text
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      return base.flatMap { values["\($0).\(field)"] } ?? values[field]
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let fallback = call.arguments.first(where: { $0.label?.text == "default" })
    {
      return string(fallback.expression)
    }
    // `a ?? "Shop"` (unfolded) and `(name)`.
    if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last,
      sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    {
      return string(sequence.elements.first!) ?? string(last)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    {
      return string(infix.leftOperand) ?? string(infix.rightOperand)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
      return string(tuple.elements.first!.expression)
    }
    return nil
  }

  /// `"Shop"`: a literal without interpolation.
  package static func literal(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
      !text.isEmpty
    else { return nil }
    return text
  }

  private final class ConstantFinder: SyntaxVisitor {
    var values: [String: String] = [:]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        return .visitChildren
      }
      var value = node.initializer?.value
      // `static var appName: String { "Shop" }`
      if value == nil, case .getter(let body)? = node.accessorBlock?.accessors, body.count == 1 {
        let item = body.first!.item
        value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
      }
      if let value, let text = ManifestConstants.literal(value), values[name] == nil {
        values[name] = text
      }
      // `let env = ProjectEnvironment(name: "Shop", …)`: `env.name` is "Shop".
      for argument in value?.as(FunctionCallExprSyntax.self)?.arguments ?? [] {
        if let label = argument.label?.text,
          let text = ManifestConstants.literal(argument.expression),
          values["\(name).\(label)"] == nil
        {
          values["\(name).\(label)"] = text
        }
      }
      return .visitChildren
    }
  }
}
