import ArchgenSyntax
import SwiftSyntax

/// Action handlers that own no state and change it through a closure that receives it:
/// `struct LookupHandler: ViewModelActionHandler { typealias State = LookupState; func process(action:
/// LookupAction, in viewModel: ViewModel<Self>) { switch action { case .cancel: update(viewModel:
/// viewModel) { state in state.phase = .idle } } } }`.
extension ReducerFinder {
  /// The closure's state as a holder, when the method's first parameter is an event, its type
  /// declares `typealias State = T`, and the body (or a same-type method it calls, up to three
  /// deep) hands the state to a closure that changes it (`{ state in state.x = ... }`).
  package static func closureStateHolder(
    _ node: FunctionDeclSyntax, parameters: [ReducerSignature.Parameter],
    methods: [String: FunctionDeclSyntax]
  ) -> (holder: StateHolder, event: (name: String, type: String?))? {
    guard parameters.count > 1, let first = parameters.first,
      let event = ReducerSignature.eventOnly([first]),
      let stateType = declaredStateAlias(around: node), let body = node.body,
      SameTypeCalls.reach(
        body.statements, from: node.name.text, methods: methods,
        where: StateClosureFinder.found(in:))
    else { return nil }
    return (
      StateHolder(name: "state", stateType: stateType, isContainer: false, initial: nil), event
    )
  }

  /// `typealias State = LookupState` among the members of the type that declares `node`.
  private static func declaredStateAlias(around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
      if let members = syntax.as(MemberBlockSyntax.self) {
        for member in members.members {
          if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "State" {
            return alias.initializer.value.trimmedText
          }
        }
        return nil
      }
      current = syntax.parent
    }
    return nil
  }
}

/// Finds a closure whose one parameter is `state` and whose body changes it.
package final class StateClosureFinder: SyntaxVisitor {
  private var found = false

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func found(in body: CodeBlockItemListSyntax) -> Bool {
    let finder = StateClosureFinder()
    finder.walk(body)
    return finder.found
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.parameterNames(node) == ["state"],
      StateMutationDetector.mutates("state", in: node.statements)
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  private static func parameterNames(_ node: ClosureExprSyntax) -> [String] {
    switch node.signature?.parameterClause {
    case .simpleInput(let names): names.map(\.name.text)
    case .parameterClause(let clause): clause.parameters.map { $0.firstName.text }
    case nil: []
    }
  }
}

extension ReducerFinder {
  /// TCA's `.onChange(of: \.x) { value, state, _ in state.view = ... }`: the closure receives the
  /// state second; what it changes happens on any action (event `*`), and tests of the new value
  /// are no from-state.
  package static func onChangeSignature(_ node: ClosureExprSyntax) -> ReducerSignature? {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.trailingClosure?.id == node.id,
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onChange",
      call.arguments.first?.label?.text == "of"
    else { return nil }
    let names: [String]
    switch node.signature?.parameterClause {
    case .simpleInput(let list): names = list.map(\.name.text)
    case .parameterClause(let clause): names = clause.parameters.map { $0.firstName.text }
    case nil: return nil
    }
    guard names.count == 3, names[1] != "_" else { return nil }
    return ReducerSignature(
      stateName: names[1], stateType: nil, stateIsInout: true, eventName: "\u{0}action",
      eventType: nil)
  }
}
