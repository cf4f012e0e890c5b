import ArchgenSyntax
import SwiftSyntax

/// Whether a closure sets fields of its own parameter (`{ $0.user = user }`, `{ draft in
/// draft.error = nil }`): what a copy helper's closure does, whatever the helper is called.
package final class ClosureWrites: SyntaxVisitor {
  private let names: Set<String>
  /// Whether a write of the whole parameter counts (`{ $0 = .closed }`).
  private let whole: Bool
  private var found = false

  private init(_ names: Set<String>, whole: Bool = false) {
    self.names = names
    self.whole = whole
    super.init(viewMode: .sourceAccurate)
  }

  package static func setsParameterFields(_ closure: ClosureExprSyntax) -> Bool {
    let visitor = ClosureWrites(Set(["$0"] + TransitionExtractor.parameterNames(closure)))
    visitor.walk(closure.statements)
    return visitor.found
  }

  /// Whether a closure sets its parameter or fields of it (`{ $0 = .closed }`, `{ value in
  /// value = .suspended }`): a call that runs it over a value it holds (a lock's
  /// `withLockedValue`, a queue's box) changes that value so, whatever the call is named.
  package static func setsParameter(_ closure: ClosureExprSyntax) -> Bool {
    let visitor = ClosureWrites(
      Set(["$0"] + TransitionExtractor.parameterNames(closure)), whole: true)
    visitor.walk(closure.statements)
    return visitor.found
  }

  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count >= 3,
      items[1].is(AssignmentExprSyntax.self)
        || StateMutationDetector.isCompoundAssignment(items[1]),
      let path = StateReference.path(items[0]), path.count >= (whole ? 1 : 2),
      let first = path.first,
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
