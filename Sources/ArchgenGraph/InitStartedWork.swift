import ArchgenSyntax
import SwiftSyntax

/// Work an initializer starts and lets run once, without keeping a handle on it: `Task { await
/// setup() }`, a request's completion (`session.dataTask(with: url) { data, _, _ in … }.resume()`),
/// a block handed to a queue. It runs after the object is built, from the value the object
/// starts in, and its changes are the machine's event `init` (field-k rule K2). The writes the
/// initializer makes itself are construction, never an event.
///
/// A subscription or a timer the initializer installs is kept alive by what installing it
/// returns (assigned to a property, `.store(in: &bag)`): it is a later event of its own
/// (field-c rule 4), not work started once.
package enum InitStartedWork {
  /// The bodies of the closures the initializers of the type `key` start and let go, in source
  /// order.
  package static func bodies(of key: String, in tree: SourceFileSyntax) -> [CodeBlockItemListSyntax]
  {
    let finder = StartedClosures(key: key)
    finder.walk(tree)
    return finder.found
  }
}

private final class StartedClosures: SyntaxVisitor {
  private let key: String
  private var insideInit = 0
  private(set) var found: [CodeBlockItemListSyntax] = []

  init(key: String) {
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard SyntaxScope.typePath(of: node).joined(separator: ".") == key else { return .skipChildren }
    insideInit += 1
    return .visitChildren
  }

  override func visitPost(_ node: InitializerDeclSyntax) {
    if SyntaxScope.typePath(of: node).joined(separator: ".") == key { insideInit -= 1 }
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    guard insideInit > 0 else { return .skipChildren }
    if Self.isLetGo(node) { found.append(node.statements) }
    // A closure inside the started work is part of it; inside a kept one, a later event's.
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Whether the closure is handed to a call whose result is dropped: the statement is the call
  /// (or a chain of calls on it, `.resume()`), not an assignment, a declaration or a chain that
  /// hands the result on by reference (`.store(in: &bag)`).
  private static func isLetGo(_ closure: ClosureExprSyntax) -> Bool {
    var node = Syntax(closure)
    var handed = false
    while let parent = node.parent {
      if let call = parent.as(FunctionCallExprSyntax.self) {
        if call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) {
          return false
        }
        handed = true
      } else if parent.is(CodeBlockItemSyntax.self) {
        return handed
      } else if !(parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
        || parent.is(MemberAccessExprSyntax.self) || parent.is(AwaitExprSyntax.self)
        || parent.is(TryExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self)
        || parent.is(MultipleTrailingClosureElementListSyntax.self))
      {
        return false
      }
      node = parent
    }
    return false
  }
}
