import SwiftSyntax

/// A completion handed to another object's work (`session.dataTask(with: url) { … }`) runs when
/// that work ends. When the flow writes the state again below the call (`state = .checking`
/// after `task.resume()`), which of the two comes first is not known: the handler's changes start
/// from `*` (field-d rule 8), not from a value the flow held before the call.
extension TransitionExtractor {
  /// Whether the blocks around `call`, up to the body or closure being walked, write the state
  /// below it.
  package func writesBelow(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self)
        || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
      {
        return false
      }
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        let later = list.filter { $0.position > node.position }
        let reference = reference
        if later.contains(where: { item in
          DirectAssignments.any(in: item, to: { reference.access($0) != nil })
        }) {
          return true
        }
      }
      node = parent
    }
    return false
  }
}
