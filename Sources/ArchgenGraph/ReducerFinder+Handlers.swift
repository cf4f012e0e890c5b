import ArchgenSyntax
import SwiftSyntax

/// Action handlers of view models and processors whose state is inherited, not declared in the
/// type (`class LoginProcessor: StateProcessor<LoginState, LoginAction, LoginEffect>`).
extension ReducerFinder {
  /// A `state` the handler assigns (`state.isLoading = true`, `self.state = .idle`) although the
  /// type declares none: inherited from a superclass or a protocol extension. Its type is the
  /// superclass's generic argument named like a state, when there is one.
  package static func implicitHolder(
    _ node: FunctionDeclSyntax, methods: [String: FunctionDeclSyntax] = [:]
  ) -> [StateHolder]? {
    guard let body = node.body, let owner = enclosingType(of: node),
      SameTypeCalls.reach(
        body.statements, from: node.name.text, methods: methods, where: assignsState)
    else { return nil }
    var stateType: String?
    for inherited in owner.inheritance?.inheritedTypes ?? [] {
      guard let generic = inherited.type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      else { continue }
      stateType = generic.arguments.lazy.map(\.argument.trimmedText).first {
        TypeName.components($0).last?.hasSuffix("State") == true
      }
      if stateType != nil { break }
    }
    // A struct declares what it stores; only a class or an extension can inherit a state.
    guard owner.canInherit else { return nil }
    return [StateHolder(name: "state", stateType: stateType, isContainer: false, initial: nil)]
  }

  /// The holders an action handler changes: those its type declares, unless none of them is
  /// `state` and the handler assigns one (`state.mode = .offline` in a view model that also
  /// stores a `backupUploadStateSubject`): then the `state` it inherits.
  package static func handlerHolders(
    _ node: FunctionDeclSyntax, declared: [StateHolder]?, methods: [String: FunctionDeclSyntax]
  ) -> [StateHolder]? {
    guard let declared, !declared.isEmpty else {
      return implicitHolder(node, methods: methods)
    }
    if declared.contains(where: { $0.name == "state" }) { return declared }
    return implicitHolder(node, methods: methods) ?? declared
  }

  /// Whether a body assigns `state` or `self.state`.
  private static func assignsState(_ body: CodeBlockItemListSyntax) -> Bool {
    StateMutationDetector.mutates("state", in: body)
      || StateMutationDetector.mutates("self", in: body) && SelfStateAssignment.assigns(body)
  }

  private static func enclosingType(of node: some SyntaxProtocol) -> (
    inheritance: InheritanceClauseSyntax?, canInherit: Bool
  )? {
    var current = node.parent
    while let syntax = current {
      if let type = syntax.as(ClassDeclSyntax.self) { return (type.inheritanceClause, true) }
      if let type = syntax.as(ExtensionDeclSyntax.self) { return (type.inheritanceClause, true) }
      if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
        || syntax.is(ActorDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self)
      {
        return (nil, false)
      }
      current = syntax.parent
    }
    return nil
  }
}

/// Finds `self.state = ...` or `self.state.x = ...` in a body.
package final class SelfStateAssignment: SyntaxVisitor {
  package private(set) var found = false

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func assigns(_ body: CodeBlockItemListSyntax) -> Bool {
    let detector = SelfStateAssignment()
    detector.walk(body)
    return detector.found
  }

  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count >= 3, items[1].is(AssignmentExprSyntax.self),
      let path = StateReference.path(items[0]), path.count >= 2, path[0] == "self",
      path[1] == "state"
    {
      found = true
    }
    return .visitChildren
  }
}

/// The same-type methods a body calls: `load()`, `self.load()`, in order.
package final class SameTypeCalls: SyntaxVisitor {
  private var names: [String] = []

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func names(in body: CodeBlockItemListSyntax) -> [String] {
    let visitor = SameTypeCalls()
    visitor.walk(body)
    return visitor.names
  }

  /// Whether `test` holds for `body` (of the method `name`) or for a same-type method it calls,
  /// up to `TransitionExtractor.maxCallDepth` calls deep, each method walked once per path
  /// (`parseUsername()` assigning `state`; a helper handing the state to a closure).
  package static func reach(
    _ body: CodeBlockItemListSyntax, from name: String, methods: [String: FunctionDeclSyntax],
    where test: (CodeBlockItemListSyntax) -> Bool
  ) -> Bool {
    func walk(_ body: CodeBlockItemListSyntax, depth: Int, seen: Set<String>) -> Bool {
      if test(body) { return true }
      guard depth < TransitionExtractor.maxCallDepth else { return false }
      var seen = seen
      for callee in names(in: body) where !seen.contains(callee) {
        seen.insert(callee)
        if let statements = methods[callee]?.body?.statements,
          walk(statements, depth: depth + 1, seen: seen)
        {
          return true
        }
      }
      return false
    }
    return walk(body, depth: 0, seen: [name])
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = Self.calledName(node) { names.append(name) }
    return .visitChildren
  }

  /// The name a call reaches on the same type: `helper(…)`, `self.helper(…)` or `self?.helper(…)`.
  package static func calledName(_ node: FunctionCallExprSyntax) -> String? {
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), isSelf(member.base) {
      return member.declName.baseName.text
    }
    return nil
  }

  /// `self`, or `self?` in a closure that holds it weakly, or a name a closure binds to `self`
  /// (`guard let strongSelf = self`: `SelfAliases`).
  package static func isSelf(_ base: ExprSyntax?) -> Bool {
    guard let base = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base else {
      return false
    }
    return SelfAliases.isSelf(base)
  }
}
