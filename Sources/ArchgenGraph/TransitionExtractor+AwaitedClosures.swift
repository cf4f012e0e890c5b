import SwiftSyntax

/// A closure handed to a call the path awaits (`let code = try await
/// withCheckedThrowingContinuation { c in status = .opening; … }`, `await MainActor.run { status
/// = .open }`) has run by the time the await returns: what its main path sets is where the code
/// below the call starts, and a `catch` of the awaited `try` starts from it. Work it spawns
/// (`Task { }`) still runs later. A method of the type itself is followed as a helper instead.
extension TransitionExtractor {
  /// The closures of the call `expression` awaits (`try await f { … }`), else none.
  package func awaitedClosures(_ expression: ExprSyntax) -> [ClosureExprSyntax] {
    var value = expression
    if let attempt = value.as(TryExprSyntax.self) { value = attempt.expression }
    guard var awaited = value.as(AwaitExprSyntax.self)?.expression else { return [] }
    if let attempt = awaited.as(TryExprSyntax.self) { awaited = attempt.expression }
    guard let call = awaited.as(FunctionCallExprSyntax.self),
      sameTypeMethodName(call).map({ methods[$0] == nil }) ?? true
    else { return [] }
    var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    closures += call.additionalTrailingClosures.map(\.closure)
    return closures.filter { !RunsOnce.isBody($0) }
  }

  /// The closures awaited by a statement: a bare awaited call, or one that initializes a value.
  package func awaitedClosures(in item: CodeBlockItemSyntax) -> [ClosureExprSyntax] {
    switch item.item {
    case .expr(let expression): return awaitedClosures(expression)
    case .stmt(let statement):
      if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
        return awaitedClosures(expression)
      }
      if let value = statement.as(ReturnStmtSyntax.self)?.expression {
        return awaitedClosures(value)
      }
      return []
    case .decl(let decl):
      return decl.as(VariableDeclSyntax.self)?.bindings.flatMap { binding in
        binding.initializer.map { awaitedClosures($0.value) } ?? []
      } ?? []
    }
  }

  /// Walks the closures `expression` awaits in the path's flow; false when it awaits none.
  package func walkAwaited(_ expression: ExprSyntax, _ context: inout Context) -> Bool {
    let closures = awaitedClosures(expression)
    guard walksClosures, !closures.isEmpty else { return false }
    for closure in closures {
      var inner = context
      inner.inClosure = true
      inner.defers = []
      inner.valueTarget = nil
      let body = closure.statements
      let watch = !watchedBodies.contains(body.id)
      if watch { watchedBodies.insert(body.id) }
      let before = transitions.count
      walk(body, inner)
      guard watch else { continue }
      watchedBodies.remove(body.id)
      let end = flowEnds[body.id]?.from
      flowOn(from: body, changesSince: before, &context)
      if let end, end != context.source, end.assignedPath == nil, end != .any, end != .unknown,
        transitions[before...].contains(where: { $0.toNode == end })
      {
        narrow(to: end, &context)
      }
    }
    return true
  }
}
