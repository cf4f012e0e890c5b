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
        if later.contains(where: { StateWrites.any(in: $0, reference: reference) }) { return true }
      }
      node = parent
    }
    return false
  }
}

/// Whether a statement assigns the state or one of its fields outside the closures it holds.
private final class StateWrites: SyntaxVisitor {
  private let reference: StateReference
  private var found = false

  private init(reference: StateReference) {
    self.reference = reference
    super.init(viewMode: .sourceAccurate)
  }

  static func any(in node: some SyntaxProtocol, reference: StateReference) -> Bool {
    let visitor = StateWrites(reference: reference)
    visitor.walk(node)
    return visitor.found
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count == 3, items[1].is(AssignmentExprSyntax.self),
      reference.access(items[0]) != nil
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
