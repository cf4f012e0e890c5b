import ArchgenSyntax
import SwiftSyntax

/// Closures a type's methods and initializers hand to another object by assigning them to its
/// property (`player.onFailure = { [weak self] message in … }`): that object calls them later,
/// each an event of the type named after the property (field-m rule M2). A closure assigned to
/// a property of the type itself (`self.onChange = …`, `onChange = …`) is not handed over.
///
/// One that only calls a method of the type (`heartbeat.onOffline = { [weak self] in
/// self?.reconnect() }`) is wiring, not a way in of its own: what that method changes is drawn
/// where the machine reads the method, as an event or as a helper its flows call (field-k,
/// field-d's `expirationHandler`). Only a callback that does the work itself (`self?.state =
/// .failed(message)`) is an event of its own.
package enum AssignedCallbacks {
  /// The callbacks the type `key` assigns in `tree`, in source order; `methods` are the names
  /// of the type's own methods.
  package static func of(_ key: String, in tree: SourceFileSyntax, methods: Set<String>) -> [(
    name: String, body: CodeBlockItemListSyntax
  )] {
    let visitor = CallbackAssignments(key: key, methods: methods)
    visitor.walk(tree)
    return visitor.found
  }

  /// Whether `statements` do nothing but call the type's own `methods`, past a `guard let self`.
  static func onlyCalls(_ methods: Set<String>, _ statements: CodeBlockItemListSyntax) -> Bool {
    var calls = 0
    for item in statements {
      if let guardStatement = item.item.as(GuardStmtSyntax.self),
        guardStatement.body.statements.allSatisfy({ $0.item.is(ReturnStmtSyntax.self) })
      {
        continue
      }
      guard var expression = item.item.as(ExprSyntax.self) else { return false }
      while true {
        if let tried = expression.as(TryExprSyntax.self) {
          expression = tried.expression
        } else if let awaited = expression.as(AwaitExprSyntax.self) {
          expression = awaited.expression
        } else {
          break
        }
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = SameTypeCalls.calledName(call), methods.contains(name)
      else { return false }
      calls += 1
    }
    return calls > 0
  }
}

private final class CallbackAssignments: SyntaxVisitor {
  private let key: String
  private let methods: Set<String>
  private(set) var found: [(name: String, body: CodeBlockItemListSyntax)] = []

  init(key: String, methods: Set<String>) {
    self.key = key
    self.methods = methods
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
    if AssignedCallbacks.onlyCalls(methods, closure.statements) { return .skipChildren }
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
