import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What a composable-architecture `body` adds to its type's machine when the reducer it runs is
/// not a closure written in it: `Reduce(self.core)` (a method of the type), or a stored
/// `reducer` built elsewhere, maybe in another file (`extension Feature { init() { let reducer =
/// Reduce { … } } }`). `BindingReducer()` draws the bindings and `.ifLet(\.$x, …)` the child's
/// dismissal, as when they sit beside a `Reduce { }` closure (`BindingReader`,
/// `PresentationReader`).
package struct BodyContract: Sendable {
  /// The type whose `body` this is (`Feature`).
  package var typePath: String
  /// The method the body runs (`core` for `Reduce(self.core)`), nil for a stored reducer.
  package var method: String?
  package var file: String
  package var transitions: [Transition]
}

package enum BodyContracts {
  /// The contracts of every `body` property in the file that runs no `Reduce { }` closure.
  package static func read(_ source: ParsedSource) -> [BodyContract] {
    let finder = BodyFinder()
    finder.walk(source.tree)
    return finder.bodies.compactMap { contract(of: $0, source) }
  }

  /// Adds each contract to its type's reducer: the method the body names, else the type's only
  /// in-place reducer in all the files read.
  package static func attached(_ all: [FileFacts]) -> [FileFacts] {
    let contracts = all.flatMap(\.bodyContracts)
    guard !contracts.isEmpty else { return all }
    var result = all
    for contract in contracts {
      var candidates: [(file: Int, reducer: Int)] = []
      for (fileIndex, facts) in all.enumerated() {
        for (index, reducer) in facts.reducers.enumerated()
        where reducer.typePath.joined(separator: ".") == contract.typePath && !reducer.heldState {
          candidates.append((fileIndex, index))
        }
      }
      let named = candidates.filter {
        all[$0.file].reducers[$0.reducer].function == contract.method
      }
      let chosen = contract.method == nil ? candidates : named
      guard chosen.count == 1, let target = chosen.first else { continue }
      var reducer = result[target.file].reducers[target.reducer]
      for var transition in contract.transitions
      where !reducer.transitions.contains(where: {
        ($0.from, $0.to, $0.event) == (transition.from, transition.to, transition.event)
      }) {
        // Drawn where the reducer is when the body is in another file.
        if contract.file != reducer.file { transition.line = reducer.line }
        reducer.transitions.append(transition)
      }
      result[target.file].reducers[target.reducer] = reducer
    }
    return result
  }

  private static func contract(of body: VariableDeclSyntax, _ source: ParsedSource)
    -> BodyContract?
  {
    guard let items = statements(of: body) else { return nil }
    var method: String?
    var runsStoredReducer = false
    var transitions: [Transition] = []
    for item in items {
      guard let call = item.item.as(FunctionCallExprSyntax.self) ?? outermostCall(item) else {
        // `reducer` alone, or `reducer.ifLet(...)` read below.
        if let name = item.item.as(DeclReferenceExprSyntax.self)?.baseName.text,
          name.lowercased().hasSuffix("reducer")
        {
          runsStoredReducer = true
        }
        continue
      }
      let root = rootOfChain(call)
      if let rootCall = root.as(FunctionCallExprSyntax.self),
        let callee = rootCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        if callee == "Reduce" {
          // `Reduce { }` is read where the closure is.
          if rootCall.trailingClosure != nil
            || rootCall.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
          {
            return nil
          }
          method = rootCall.arguments.first.flatMap { methodName($0.expression) }
          if method == nil { runsStoredReducer = true }
        }
      } else if let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
        name.lowercased().hasSuffix("reducer")
      {
        runsStoredReducer = true
      }
      transitions += dismissals(along: call, source)
    }
    guard method != nil || runsStoredReducer else { return nil }
    if let binding = items.first(where: { BindingReader.isBindingReducer($0) }) {
      let path = SyntaxScope.typePath(of: body) + ["State"]
      transitions = BindingReader.bindings(of: binding, statePath: path, source) + transitions
    }
    guard !transitions.isEmpty else { return nil }
    return BodyContract(
      typePath: SyntaxScope.typePath(of: body).joined(separator: "."), method: method,
      file: source.path, transitions: transitions)
  }

  /// `var body: some ReducerOf<Self> { … }`: its statements.
  private static func statements(of body: VariableDeclSyntax) -> CodeBlockItemListSyntax? {
    guard let binding = body.bindings.first, let block = binding.accessorBlock else { return nil }
    if case .getter(let items) = block.accessors { return items }
    return nil
  }

  /// `reducer.ifLet(...).forEach(...)` written as one statement: its outermost call.
  private static func outermostCall(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
    item.item.as(ExprSyntax.self).flatMap { TargetValue.unwrap($0).as(FunctionCallExprSyntax.self) }
  }

  /// The start of `a.ifLet(...).forEach(...)`: `a` (or the call `Reduce(...)`).
  private static func rootOfChain(_ call: FunctionCallExprSyntax) -> ExprSyntax {
    var current = ExprSyntax(call)
    while true {
      if let next = current.as(FunctionCallExprSyntax.self) {
        guard let member = next.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base
        else { return current }
        current = base
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else {
        return current
      }
    }
  }

  /// `self.core`, `core`: the method `Reduce(_:)` runs.
  private static func methodName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// `* -> x=nil : x.dismiss` for each `.ifLet(\.$x, …)` along a chain of calls.
  private static func dismissals(along call: FunctionCallExprSyntax, _ source: ParsedSource)
    -> [Transition]
  {
    var result: [Transition] = []
    var current: FunctionCallExprSyntax? = call
    while let node = current, let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      if member.declName.baseName.text == "ifLet",
        let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self),
        keyPath.components.count == 1,
        let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
        property.declName.baseName.text.hasPrefix("$")
      {
        let field = String(property.declName.baseName.text.dropFirst())
        let line = source.location(of: node.positionAfterSkippingLeadingTrivia).line
        result.insert(
          Transition(
            from: StateMachine.anyState, to: "\(field)=nil", event: "\(field).dismiss", line: line),
          at: 0)
      }
      current = member.base.flatMap { TargetValue.unwrap($0).as(FunctionCallExprSyntax.self) }
    }
    return result
  }
}

/// The `body` properties of types, in source order.
private final class BodyFinder: SyntaxVisitor {
  var bodies: [VariableDeclSyntax] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      !SyntaxScope.typePath(of: node).isEmpty
    {
      bodies.append(node)
    }
    return .skipChildren
  }
}
