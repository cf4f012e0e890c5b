import ArchgenSyntax
import SwiftSyntax

/// The stored properties a holder keeps in step with its state and releases itself: its
/// `deinit` calls a method of the property (`timer.cancel()`), and the machine's events switch
/// it between conditions, two of them calling different methods of it (`activate()`: `state =
/// .activated; timer.resume()`, `suspend()`: `timer.suspend()`; a `task?.cancel()` that every
/// event repeats switches nothing). Setting the state by hand would leave the property out of
/// step, and releasing the holder away from the state its initializer leaves is not what the
/// `deinit` is written for (a `DispatchSourceTimer` released while resumed traps): a test
/// reaches each state by events and returns to the initial one before the holder is released.
package enum SteppedResources {
  /// The names of such properties among `members`, whose methods `events` are the machine's
  /// events; empty when the type has no `deinit` or none of the properties its `deinit` acts on
  /// is switched by the events.
  package static func names(
    in members: [MemberBlockItemSyntax], events: [FunctionDeclSyntax]
  ) -> Set<String> {
    guard
      let body = members.lazy.compactMap({ $0.decl.as(DeinitializerDeclSyntax.self) }).first?
        .body
    else { return [] }
    let stored = Set(
      members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        .filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
        .flatMap(\.bindings).filter(MemberShapes.isStored)
        .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    let released = Set(PropertyMethodCalls.calls(in: Syntax(body)).map(\.receiver))
      .intersection(stored)
    guard !released.isEmpty else { return [] }
    // Each property's methods, with the events calling each.
    var callers: [String: [String: Set<Int>]] = [:]
    for (index, event) in events.enumerated() {
      guard let eventBody = event.body else { continue }
      for call in PropertyMethodCalls.calls(in: Syntax(eventBody))
      where released.contains(call.receiver) {
        callers[call.receiver, default: [:]][call.method, default: []].insert(index)
      }
    }
    return Set(
      callers.filter { _, methods in
        methods.count >= 2 && Set(methods.values.flatMap { $0 }).count >= 2
      }.keys)
  }
}

/// The methods a body calls on properties: `timer` and `cancel` of `timer.cancel()`,
/// `self.timer.resume()` and `timer?.suspend()`. Closures inside are not the body's own calls.
private final class PropertyMethodCalls: SyntaxVisitor {
  struct Call: Hashable {
    var receiver: String
    var method: String
  }

  private var found: Set<Call> = []

  static func calls(in node: Syntax) -> Set<Call> {
    let visitor = PropertyMethodCalls(viewMode: .sourceAccurate)
    visitor.walk(node)
    return visitor.found
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, let path = PlainExpression.memberPath(base)
    {
      let own = path.first == "self" ? Array(path.dropFirst()) : path
      if own.count == 1 {
        found.insert(Call(receiver: own[0], method: member.declName.baseName.text))
      }
    }
    return .visitChildren
  }
}
