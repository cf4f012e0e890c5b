import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds UniFlow transitions (seed 004): `transition(from: A.self, into: B.self)`,
/// `initialization(into: A.self)` and `deinitialization(from: A.self)` in static functions,
/// the function's name being the event.
package final class UniFlowFinder: SyntaxVisitor {
  private static let helpers: Set<String> = ["transition", "initialization", "deinitialization"]
  private let source: ParsedSource
  package private(set) var facts: [UniFlowFacts] = []

  package init(_ source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let body = node.body
    else { return .skipChildren }
    let owner = SyntaxScope.typePath(of: node)
    guard !owner.isEmpty else { return .skipChildren }
    let calls = HelperCallCollector(helpers: Self.helpers)
    calls.walk(body)
    var transitions: [Transition] = []
    let builders = BuilderCollector()
    builders.walk(body)
    for (helper, type, site) in builders.found {
      let line = source.location(of: site.positionAfterSkippingLeadingTrivia).line
      let from = helper == "initialize" ? StateMachine.pseudoState : type
      let to = helper == "deinitialize" ? StateMachine.pseudoState : type
      transitions.append(Transition(from: from, to: to, event: node.name.text, line: line))
    }
    for call in calls.calls {
      guard let helper = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { continue }
      let from = helper == "initialization" ? StateMachine.pseudoState : Self.type(call, "from")
      let to = helper == "deinitialization" ? StateMachine.pseudoState : Self.type(call, "into")
      guard let from, let to else { continue }
      let line = source.location(of: call.positionAfterSkippingLeadingTrivia).line
      transitions.append(Transition(from: from, to: to, event: node.name.text, line: line))
    }
    guard !transitions.isEmpty else { return .skipChildren }
    let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    facts.append(
      UniFlowFacts(
        owner: owner.joined(separator: "."), file: source.path, line: line, column: column,
        eventType: node.signature.returnClause?.type.trimmedDescription, transitions: transitions))
    return .skipChildren
  }

  /// `from: Preparing.self` → `Preparing`.
  private static func type(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
    guard let argument = call.arguments.first(where: { $0.label?.text == label }),
      let member = argument.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self", let base = member.base
    else { return nil }
    return CasePattern.lastTypeName(base.trimmedDescription)
  }
}

/// Collects calls to the named free functions, in source order.
package final class HelperCallCollector: SyntaxVisitor {
  private let helpers: Set<String>
  package private(set) var calls: [FunctionCallExprSyntax] = []

  package init(helpers: Set<String>) {
    self.helpers = helpers
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      helpers.contains(name)
    {
      calls.append(node)
    }
    return .visitChildren
  }
}

/// UniFlow 4.x builders: `initialize.Into<Main>.via { }`, `actualize.In<Main>.via { }`,
/// `deinitialize.From<Main>.via { }`, with the helper, the feature state and where it is.
package final class BuilderCollector: SyntaxVisitor {
  private static let builders: [String: String] = [
    "initialize": "Into", "actualize": "In", "deinitialize": "From",
  ]
  package private(set) var found: [(helper: String, type: String, site: MemberAccessExprSyntax)] =
    []

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.declName.baseName.text == "via",
      let generic = node.base?.as(GenericSpecializationExprSyntax.self),
      let member = generic.expression.as(MemberAccessExprSyntax.self),
      let helper = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      Self.builders[helper] == member.declName.baseName.text,
      let type = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription
    else { return .visitChildren }
    found.append((helper, CasePattern.lastTypeName(type), node))
    return .visitChildren
  }
}
