import ArchgenSyntax
import SwiftSyntax

/// Whether a closure sets fields of its own parameter (`{ $0.user = user }`, `{ draft in
/// draft.error = nil }`): what a copy helper's closure does, whatever the helper is called.
package final class ClosureWrites: SyntaxVisitor {
  private let names: Set<String>
  private var found = false

  private init(_ names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  package static func setsParameterFields(_ closure: ClosureExprSyntax) -> Bool {
    let visitor = ClosureWrites(Set(["$0"] + TransitionExtractor.parameterNames(closure)))
    visitor.walk(closure.statements)
    return visitor.found
  }

  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count >= 3,
      items[1].is(AssignmentExprSyntax.self)
        || StateMutationDetector.isCompoundAssignment(items[1]),
      let path = StateReference.path(items[0]), path.count >= 2, let first = path.first,
      names.contains(first)
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  /// A closure inside is another parameter's.
  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
