import ArchgenSyntax
import SwiftSyntax

/// A closure handed to a same-type method that calls it with the state (`update { $0.isLoading
/// = true }` where `func update(_ change: (inout State) -> Void) { change(&state) }`): the
/// closure's parameter is the state, whatever the method and the parameter are called.
extension TransitionExtractor {
  /// Walks each closure of `call` that the called method hands the state to, its parameter (or
  /// `$0`) a name of the state; false when there is none. A closure whose parameter is named as
  /// the state already (`update { state in … }`) was walked with the call's other closures.
  package func followStateClosure(_ call: FunctionCallExprSyntax, _ context: inout Context)
    -> Bool
  {
    guard context.depth < Self.maxCallDepth, let name = sameTypeMethodName(call),
      !context.callStack.contains(name), !isEntryPoint(name, call),
      let method = methods[MethodIndex.fullName(name, call)] ?? methods[name],
      let body = method.body
    else { return false }
    let functionParameters = method.signature.parameterClause.parameters.filter {
      $0.type.trimmedText.contains("->")
    }.map { ($0.secondName ?? $0.firstName).text }
    var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    guard !closures.isEmpty, closures.count == functionParameters.count else { return false }
    let handed = Set(StateHandedCalls.callees(in: body.statements, reference: reference))
    var walked = false
    for (closure, parameter) in zip(closures, functionParameters)
    where handed.contains(parameter) && !receivesState(closure) {
      let saved = reference
      reference.stateNames.formUnion(["$0"] + Self.parameterNames(closure))
      let before = transitions.count
      // What the closure sets is where the changes after the call start.
      watchedBodies.insert(closure.statements.id)
      walk(closure.statements, context)
      watchedBodies.remove(closure.statements.id)
      reference = saved
      flowOn(from: closure.statements, changesSince: before, &context)
      for index in before..<transitions.count { transitions[index].line = line(call) }
      walked = true
    }
    return walked
  }
}

/// The names a body calls with the state as an argument (`change(&state)`, `block(self.state)`).
private final class StateHandedCalls: SyntaxVisitor {
  private let reference: StateReference
  private var names: [String] = []

  private init(_ reference: StateReference) {
    self.reference = reference
    super.init(viewMode: .sourceAccurate)
  }

  static func callees(in body: CodeBlockItemListSyntax, reference: StateReference) -> [String] {
    let visitor = StateHandedCalls(reference)
    visitor.walk(body)
    return visitor.names
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      node.arguments.contains(where: {
        reference.isState($0.expression.as(InOutExprSyntax.self)?.expression ?? $0.expression)
      })
    {
      names.append(callee.baseName.text)
    }
    return .visitChildren
  }
}
