import SwiftSyntax

/// A property of the type that its own methods set, whose observer changes the state
/// (`var socketConnected = false { didSet { connectIfReady() } }`, set to `true` when the
/// socket opens): the observer runs where a method sets the property, as a step of that method,
/// and its changes are that method's. A Bool literal set there decides the observer's tests of
/// the property (`if socketConnected && handshakeDone` after `socketConnected = false` runs
/// nothing), as a literal argument picks a helper's branch.
extension TransitionExtractor {
  /// `socketConnected = true`, `self.socketConnected = false`: notes a Bool literal and runs
  /// the property's observer, when the type's methods set it.
  package func setProperty(
    _ target: ExprSyntax, to value: ExprSyntax, line: Int, _ context: inout Context
  ) {
    guard let path = StateReference.path(target),
      path.count == 1 || path.count == 2 && path[0] == "self", let name = path.last
    else { return }
    if let literal = TargetValue.unwrap(value).as(BooleanLiteralExprSyntax.self) {
      context.knownProperties[name] = literal.literal.tokenKind == .keyword(.true)
    } else {
      context.knownProperties[name] = nil
    }
    let step = "didSet " + name
    // The observer runs inline, as part of the assignment: no call level of its own.
    guard let body = observerSteps[name], !context.callStack.contains(step) else { return }
    var inner = context
    inner.callStack.append(step)
    let before = transitions.count
    watchedBodies.insert(body.id)
    walk(body, inner)
    watchedBodies.remove(body.id)
    flowOn(from: body, changesSince: before, &context)
    for index in before..<transitions.count { transitions[index].line = line }
    flowOnFromLastChange(since: before, &context)
  }
}
