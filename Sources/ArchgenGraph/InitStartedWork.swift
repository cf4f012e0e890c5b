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
/// (field-c rule 4), not work started once. A task's handle kept to cancel it is no such thing:
/// the task still runs once.
package enum InitStartedWork {
  /// The bodies of the closures the initializers of the type `key` start and let go, in source
  /// order. A helper that writes `state` itself is not followed: the work it starts would not
  /// start from the value the machine starts in.
  package static func bodies(
    of key: String, in tree: SourceFileSyntax, state: String? = nil
  ) -> [CodeBlockItemListSyntax] {
    let helpers = PrivateHelpers(key: key, state: state)
    helpers.walk(tree)
    let finder = StartedClosures(key: key, helpers: helpers.found)
    finder.walk(tree)
    return finder.found
  }
}

private final class StartedClosures: SyntaxVisitor {
  private let key: String
  /// The type's private methods by name: a helper the initializer calls runs as part of it.
  private let helpers: [String: CodeBlockSyntax]
  private var followed: Set<String> = []
  private var insideInit = 0
  private(set) var found: [CodeBlockItemListSyntax] = []

  init(key: String, helpers: [String: CodeBlockSyntax]) {
    self.key = key
    self.helpers = helpers
    super.init(viewMode: .sourceAccurate)
  }

  /// `setUp()`, `self.setUp()` in an initializer: the helper's body is the initializer's too
  /// (field-k rule K2), each helper read once.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard insideInit > 0, let name = Self.ownMethodName(node.calledExpression),
      let body = helpers[name], followed.insert(name).inserted
    else { return .visitChildren }
    walk(body)
    return .visitChildren
  }

  private static func ownMethodName(_ callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
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
    // A task or a queued block runs once whatever holds its handle (`task = Task { … }` keeps it
    // only to cancel it): never a subscription kept alive.
    if RunsOnce.isBody(closure) { return true }
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

/// The private methods of a type with a body, by name (an overloaded name is left out: which one
/// is called is not told here, nor is one that writes the state itself).
private final class PrivateHelpers: SyntaxVisitor {
  private let key: String
  private let state: String?
  private var excluded: Set<String> = []
  private var all: [String: CodeBlockSyntax] = [:]
  var found: [String: CodeBlockSyntax] { all.filter { !excluded.contains($0.key) } }

  init(key: String, state: String?) {
    self.key = key
    self.state = state
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true,
      SyntaxScope.typePath(of: node).joined(separator: ".") == key,
      HandlerEntryPoints.isPrivate(node), !node.modifiers.isTypeMember, let body = node.body
    else { return .skipChildren }
    let name = node.name.text
    if let state,
      DirectAssignments.any(
        in: body,
        to: {
          let path = PlainExpression.memberPath($0)
          return path == [state] || path == ["self", state]
        })
    {
      excluded.insert(name)
    }
    if all[name] != nil { excluded.insert(name) }
    all[name] = body
    return .skipChildren
  }
}
