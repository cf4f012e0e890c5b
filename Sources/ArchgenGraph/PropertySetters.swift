import ArchgenSyntax
import SwiftSyntax

/// The properties a type's own methods assign, in its body and its extensions in one file
/// (`socketConnected = true`, `self.isReady = false` in `didOpen()`): what the type sets as
/// part of its work, not what another object sets on it, nor what a callback it hands over
/// sets later (a subscription's `{ [weak self] in self?.isUploading = $0 }` in `init`: the
/// property's observer is then an event of its own).
package final class PropertySetters: SyntaxVisitor {
  private let key: String
  private var names: Set<String> = []

  private init(key: String) {
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  /// The names of the properties the methods of the type `key` assign in `tree`.
  package static func of(_ key: String, in tree: SourceFileSyntax) -> Set<String> {
    let visitor = PropertySetters(key: key)
    visitor.walk(tree)
    return visitor.names
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.parent?.is(MemberBlockItemSyntax.self) == true
      && SyntaxScope.typePath(of: node).joined(separator: ".") == key
      ? .visitChildren : .skipChildren
  }

  package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// A method's own work (`Task { }`, `queue.async { }`), not a callback kept for later.
  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    RunsOnce.isBody(node) ? .visitChildren : .skipChildren
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // A property's own accessors and observers are not the type's methods.
    node.parent?.is(MemberBlockItemSyntax.self) == true ? .skipChildren : .visitChildren
  }

  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      let path = PlainExpression.memberPath(items[0]),
      path.count == 1 || path.count == 2 && path[0] == "self", let name = path.last
    else { return .visitChildren }
    names.insert(name)
    return .visitChildren
  }
}
