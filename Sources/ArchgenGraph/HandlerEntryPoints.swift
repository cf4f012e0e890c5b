import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Which methods of a type are ways into its machine and which are helpers, by what their bodies
/// do with the events, whatever they are called (SPEC §4: the machine's own entry point is an
/// event; a helper is followed where it is called).
package enum HandlerEntryPoints {
  /// Methods that hand their own parameter whole to a reducer of their type, or to a method
  /// that switches over it: `send(_ event:)` whose body is `state = reduce(state, event)`, a
  /// synchronous `dispatch(_ action:)` that starts `Task { await dispatch(action) }`. A call to
  /// one from a callback is an event received later, never a helper of the case that made it.
  package static func dispatchers(in methods: [String: FunctionDeclSyntax]) -> Set<String> {
    var seen: Set<SyntaxIdentifier> = []
    var found: Set<String> = []
    for method in methods.values where seen.insert(method.id).inserted {
      // A method handed the state as well (`first(_ event:, _ state:)` passing both on) is a
      // helper of a reducer chain, not a way in.
      guard let body = method.body, ReducerDetector.detect(method) == nil else { continue }
      let parameters = Set(
        method.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
      ).subtracting(["_"])
      guard !parameters.isEmpty else { continue }
      for (callee, argument) in PassedParameters.calls(in: body, passing: parameters) {
        guard let target = methods[callee] else { continue }
        // A call to itself is a retry, not a way in; one to an overload of it is
        // (`dispatch(_:)` starting `Task { await dispatch(action) }`).
        if callee == method.name.text {
          let overloads = Set(methods.values.filter { $0.name.text == callee }.map(\.id))
          if overloads.count > 1 {
            found.insert(method.name.text)
            break
          }
          continue
        }
        if ReducerDetector.detect(target) != nil || SwitchesOver.parameter(argument, of: target) {
          found.insert(method.name.text)
          break
        }
      }
    }
    return found
  }

  /// The same-type methods the handlers call as a step of a case, directly or through each
  /// other, up to `TransitionExtractor.maxCallDepth` calls deep: helpers of the handlers' cases
  /// (`case .onRefresh: loadData()`), drawn under those cases, not events of their own. A method
  /// called from work that ends later (a `Task { }`, a completion closure) may be called by a
  /// coordinator or a delegate too (`stopLoading()`): it stays an event. (A handler whose whole
  /// switch runs in a `Task { }` still calls its cases' helpers as steps.)
  package static func helpers(
    of handlers: Set<String>, methods: [String: FunctionDeclSyntax]
  ) -> Set<String> {
    var reached: Set<String> = []
    var frontier = handlers
    for depth in 0..<TransitionExtractor.maxCallDepth {
      var next: Set<String> = []
      for name in frontier {
        guard let body = methods[name]?.body else { continue }
        for callee in StepCalls.names(in: body, isHandler: depth == 0)
        where methods[callee] != nil && !handlers.contains(callee) && !reached.contains(callee) {
          reached.insert(callee)
          next.insert(callee)
        }
      }
      frontier = next
    }
    return reached
  }

  /// A method (or property) declared `private`/`fileprivate`, or in a `private`/`fileprivate`
  /// extension (whose members take its access level): no other file calls it.
  package static func isPrivate(_ node: some WithModifiersSyntax) -> Bool {
    if node.modifiers.isFilePrivate { return true }
    var current = node.parent
    while let syntax = current {
      if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
        return extensionDecl.modifiers.isFilePrivate
      }
      if syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self)
        || syntax.is(EnumDeclSyntax.self) || syntax.is(ActorDeclSyntax.self)
      {
        return false
      }
      current = syntax.parent
    }
    return false
  }
}

/// Calls of same-type methods (`reduce(state, event)`, `self.handle(event)`) with one of the
/// given names as a whole argument: the callee and the callee's parameter it lands in.
private final class PassedParameters: SyntaxVisitor {
  private let names: Set<String>
  private var calls: [(String, String)] = []

  private init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  static func calls(in body: CodeBlockSyntax, passing names: Set<String>) -> [(String, String)] {
    let visitor = PassedParameters(names: names)
    visitor.walk(body)
    return visitor.calls
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee: String?
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = reference.baseName.text
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      SameTypeCalls.isSelf(member.base)
    {
      callee = member.declName.baseName.text
    } else {
      callee = nil
    }
    guard let callee else { return .visitChildren }
    for (index, argument) in node.arguments.enumerated() {
      guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
        names.contains(reference.baseName.text)
      else { continue }
      calls.append((callee, "\(index)"))
    }
    return .visitChildren
  }
}

/// Whether a method switches over its parameter at a position (`switch event`, `switch (state,
/// event)`, `if case .x = event`).
private final class SwitchesOver: SyntaxVisitor {
  private let name: String
  private var found = false

  private init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  static func parameter(_ position: String, of method: FunctionDeclSyntax) -> Bool {
    let parameters = Array(method.signature.parameterClause.parameters)
    guard let index = Int(position), index < parameters.count, let body = method.body else {
      return false
    }
    let name = (parameters[index].secondName ?? parameters[index].firstName).text
    guard name != "_" else { return false }
    let visitor = SwitchesOver(name: name)
    visitor.walk(body)
    return visitor.found
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    let subjects = CasePattern.elements(of: Syntax(node.subject))
    if subjects.contains(where: {
      $0.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }) {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }
}

/// The same-type methods a body calls as its own steps (`load()`, `self.load()`), leaving out
/// closures: work that runs later. In a handler, a closure around its switch (`Task { switch
/// event { ... } }`) is the handler's body; closures inside the cases are left out.
private final class StepCalls: SyntaxVisitor {
  private let isHandler: Bool
  private var names: [String] = []
  private var caseDepth = 0

  private init(isHandler: Bool) {
    self.isHandler = isHandler
    super.init(viewMode: .sourceAccurate)
  }

  static func names(in body: CodeBlockSyntax, isHandler: Bool) -> [String] {
    let visitor = StepCalls(isHandler: isHandler)
    visitor.walk(body)
    return visitor.names
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    caseDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: SwitchCaseSyntax) {
    caseDepth -= 1
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    isHandler && caseDepth == 0 ? .visitChildren : .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = SameTypeCalls.calledName(node) { names.append(name) }
    return .visitChildren
  }
}
