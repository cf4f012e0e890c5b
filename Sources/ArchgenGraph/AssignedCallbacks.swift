import ArchgenSyntax
import SwiftSyntax

/// Closures a type's methods and initializers hand to another object by assigning them to its
/// property (`player.onFailure = { [weak self] message in … }`): that object calls them later,
/// each an event of the type named after the property (field-m rule M2). A closure assigned to
/// a property of the type itself (`self.onChange = …`, `onChange = …`) is not handed over.
package enum AssignedCallbacks {
  /// The callbacks the type `key` assigns in `tree`, in source order.
  package static func of(_ key: String, in tree: SourceFileSyntax) -> [(
    name: String, body: CodeBlockItemListSyntax
  )] {
    let visitor = CallbackAssignments(key: key)
    visitor.walk(tree)
    return visitor.found
  }
}

private final class CallbackAssignments: SyntaxVisitor {
  private let key: String
  private(set) var found: [(name: String, body: CodeBlockItemListSyntax)] = []

  init(key: String) {
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    isMember(node) ? .visitChildren : .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    isMember(node) ? .visitChildren : .skipChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      let closure = items[2].as(ClosureExprSyntax.self),
      var path = PlainExpression.memberPath(items[0])
    else { return .visitChildren }
    if path.first == "self" { path.removeFirst() }
    guard path.count >= 2, let name = path.last else { return .visitChildren }
    // One that switches over what it is handed is a handler whose events are the cases
    // (`operation.onChange = { phase in switch phase { … } }`, the closure-handler form).
    guard
      !TransitionExtractor.parameterNames(closure).contains(where: {
        SwitchSubjects.switches(on: $0, in: closure.statements)
      })
    else { return .skipChildren }
    found.append((name, closure.statements))
    // What the callback assigns in turn runs when it is called, not before.
    return .skipChildren
  }

  /// A method or initializer of the type itself, in its body or an extension of this file.
  private func isMember(_ node: some SyntaxProtocol) -> Bool {
    node.parent?.is(MemberBlockItemSyntax.self) == true
      && SyntaxScope.typePath(of: node).joined(separator: ".") == key
  }
}
