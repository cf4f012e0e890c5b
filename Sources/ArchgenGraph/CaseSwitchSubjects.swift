import ArchgenSyntax
import SwiftSyntax

/// Whether a body switches over a name, alone, with every case a case of an enum (`case
/// .search:`, `case .loaded(let items):`): the name holds an enum value, wherever the enum is
/// declared (`func trigger(_ input: Input)` with `Input` in another file).
package final class CaseSwitchSubjects: SyntaxVisitor {
  private let name: String
  private var found = false

  private init(_ name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  package static func matchesCases(of name: String, in body: CodeBlockItemListSyntax) -> Bool {
    let visitor = CaseSwitchSubjects(name)
    visitor.walk(body)
    return visitor.found
  }

  package override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    guard StateReference.path(node.subject) == [name] else { return .visitChildren }
    var items: [CaseItemSyntax] = []
    for element in node.cases {
      guard case .switchCase(let switchCase) = element else { return .visitChildren }
      if case .case(let label) = switchCase.label { items += label.caseItems }
    }
    if !items.isEmpty, items.allSatisfy({ Self.isEnumCase($0.pattern) }) { found = true }
    return found ? .skipChildren : .visitChildren
  }

  /// `.search`, `.loaded(let items)`, `let .loaded(items)`; never `.some`/`.none`, which an
  /// optional of anything has.
  private static func isEnumCase(_ pattern: PatternSyntax) -> Bool {
    var pattern = pattern
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
    guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
      return false
    }
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return false
    }
    return !["some", "none"].contains(member.declName.baseName.text)
  }
}

extension ReducerFinder {
  /// Whether the type declaring `node` (in this declaration) has another method whose one
  /// parameter is an event by its name or type (`process(viewAction:)`): that method is the
  /// type's way in, and `node` one of its events, named after itself.
  package static func hasOtherHandler(besides node: FunctionDeclSyntax) -> Bool {
    var current = node.parent
    while let syntax = current, !syntax.is(MemberBlockSyntax.self) { current = syntax.parent }
    guard let members = current?.as(MemberBlockSyntax.self)?.members else { return false }
    return members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self), function.id != node.id
      else { return false }
      let parameters = function.signature.parameterClause.parameters.map {
        ReducerSignature.Parameter(
          name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedDescription)
      }
      return ReducerSignature.eventOnly(parameters, effects: true) != nil
    }
  }
}
