import ArchgenCore
import SwiftSyntax

/// A write to the state that runs later than the call under test: inside a closure the reducer
/// hands to something else (`Task { }`, a completion handler, a scheduler's `asyncAfter`, a
/// publisher's `sink`). A test that reads the state right after the call would read it before
/// the write, so it passes or fails by timing: such a transition gets no test, and says why.
package enum DeferredWrite {
  /// Closures that run before the call that takes them returns: the standard library's
  /// sequence and optional methods and SwiftUI's animation wrappers.
  private static let synchronous: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "first", "contains",
    "allSatisfy", "sorted", "sort", "removeAll", "firstIndex", "lastIndex", "min", "max",
    "withAnimation", "withTransaction", "modify", "mutate", "update", "enumerated",
  ]

  /// Whether the write on `line` sits in a closure below the reducer (one that does not take
  /// the state, `stateName`, as a parameter, as a reducer closure does) that is not known to
  /// run synchronously.
  package static func isDeferred(line: Int, in source: ParsedSource, stateName: String) -> Bool {
    guard let write = source.write(onLine: line) else { return false }
    return isDeferred(node: write, stateName: stateName)
  }

  /// Whether `write` sits in such a closure: `AwaitedWrite` asks it of the `Task` that holds a
  /// write, to know whether the task itself starts later.
  package static func isDeferred(node write: Syntax, stateName: String) -> Bool {
    var node = write
    while let parent = node.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
        || parent.is(AccessorDeclSyntax.self)
      {
        return false
      }
      if let closure = parent.as(ClosureExprSyntax.self) {
        if takesState(closure, stateName) { return false }
        // A copy made through a method of a value (`state.with { $0.isOn = true }`, `mutated`,
        // whatever its name): the closure changes the value it is handed, which the call
        // returns, so the write is done when the call is; an enclosing closure still counts.
        if !runsSynchronously(closure) && !SynchronousCopy.writesOwnParameter(write, in: closure) {
          return true
        }
      }
      node = parent
    }
    return false
  }

  private static func takesState(_ closure: ClosureExprSyntax, _ stateName: String) -> Bool {
    guard let parameters = closure.signature?.parameterClause else { return false }
    let names: [String]
    switch parameters {
    case .simpleInput(let list): names = list.map(\.name.text)
    case .parameterClause(let clause): names = clause.parameters.map(\.firstName.text)
    }
    return names.contains(stateName) || names.contains("state")
  }

  /// A closure passed to a call of a method the standard library runs at once.
  private static func runsSynchronously(_ closure: ClosureExprSyntax) -> Bool {
    var node = Syntax(closure)
    while let parent = node.parent {
      if let call = parent.as(FunctionCallExprSyntax.self) {
        let called = call.calledExpression
        let name =
          called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map(synchronous.contains) ?? false
      }
      guard
        parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
          || parent.is(MultipleTrailingClosureElementSyntax.self)
          || parent.is(MultipleTrailingClosureElementListSyntax.self)
      else { return false }
      node = parent
    }
    return false
  }
}
