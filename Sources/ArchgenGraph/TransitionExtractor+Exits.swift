import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What a `switch` over the state leaves behind when some of its cases leave the function.
extension TransitionExtractor {
  /// `switch state { case .started: stop(); case .stopped: return }` followed by
  /// `state = .stopped`: below the switch, the state is none of the cases that returned (or
  /// threw, or trapped: `case .idle: fatalError()`), so a change there starts from every other
  /// case.
  package func exitedStates(_ node: SwitchExprSyntax) -> [Node] {
    guard isOwnWholeState(node.subject) else { return [] }
    var exited: [Node] = []
    for switchCase in Self.flatten(node.cases) {
      let exits = switchCase.statements.last.map { PathEnd.ends($0.item) } ?? false
      guard case .case(let label) = switchCase.label else {
        // A `default:` that leaves too: what is left is not known by listing.
        if exits { return [] }
        continue
      }
      guard exits else { continue }
      for item in label.caseItems where item.whereClause == nil {
        let name = CasePattern.name(of: Syntax(item.pattern))
        if name.node != .any && !name.restrictive { exited.append(name.node) }
      }
    }
    return exited
  }

  /// `state`, `self.state`, not `flipper.state` (another object's state of the same name).
  package func isOwnWholeState(_ expression: ExprSyntax) -> Bool {
    var path = StateReference.path(expression) ?? []
    // `phase.value` of a subject holding the state.
    if path.last == "value", path.count >= 2,
      reference.containerNames.contains(path[path.count - 2])
    {
      path.removeLast()
    }
    guard path.count == 1 || path.count == 2 && path[0] == "self" else { return false }
    return reference.access(expression) == .whole
  }
}
