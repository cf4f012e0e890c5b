import ArchgenSyntax
import SwiftSyntax

/// What a type's methods do with its stored state, so a locator's own functions are known by what
/// they do, whatever their names: a lookup returns an entry of a stored collection (`return
/// services[key] as? T`: the locator's resolve function), a registration puts a value it is given
/// into one (`services[key] = service`), and an assignment replaces a stored property
/// (`self.appContext = MockContext()`) or changes it in place (`stack.append(environment)`).
package final class StoreAccessReader: SyntaxVisitor {
  /// Type → its methods that return an entry of a collection (`getService`, `service(of:)`).
  package private(set) var lookups: [String: Set<String>] = [:]
  /// Type → its methods that put a parameter into an entry of a collection (`addService`), or
  /// take out the entry a parameter keys (`removeService(for:)`).
  package private(set) var registrations: [String: Set<String>] = [:]
  /// Type → method → the properties it assigns (`appContext` of `self.appContext = …`); `""` →
  /// global function → the globals it assigns.
  package private(set) var assignments: [String: [String: Set<String>]] = [:]
  /// Type → method → the properties it hands to an object it makes (`context` of
  /// `HomeCoordinator(context: context)`): what it makes is given what the type keeps.
  package private(set) var handOns: [String: [String: Set<String>]] = [:]
  /// Type → method → the properties its own body assigns a value it makes (`poller =
  /// Poller(outbox: outbox)`; not `timer = nil`, nor an assignment in a handler it hands on).
  package private(set) var fills: [String: [String: Set<String>]] = [:]
  /// Type → method → the methods it calls on its properties, as `property.method`
  /// (`context.rebuildAccount`).
  package private(set) var delegations: [String: [String: Set<String>]] = [:]
  /// Type → the collections its registrations put services into (`services`).
  private var stores: [String: Set<String>] = [:]

  private var types: [String] = []
  private var method: (node: SyntaxIdentifier, name: String, parameters: Set<String>)?

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  package override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  package override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  package override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  package override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.trimmedDescription)
  }
  package override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
  package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    types.append(name)
    return .visitChildren
  }

  /// A method of a top-level type (not one nested in another function), or a global function
  /// (kept under the type `""`: `initContext(_:)`, which assigns a global).
  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard types.count <= 1, method == nil else { return .visitChildren }
    let parameters = node.signature.parameterClause.parameters.map {
      ($0.secondName ?? $0.firstName).text
    }
    method = (node.id, node.name.text, Set(parameters))
    if let body = node.body, body.statements.count == 1,
      let only = body.statements.first?.item.as(ExprSyntax.self)
    {
      noteReturn(only)
    }
    return .visitChildren
  }
  package override func visitPost(_ node: FunctionDeclSyntax) {
    if method?.node == node.id { method = nil }
  }

  package override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { noteReturn(expression) }
    return .visitChildren
  }

  /// `services[key] = service`, `self.appContext = context`.
  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard let method, case let type = types.first ?? "", elements.count == 3,
      elements[1].is(AssignmentExprSyntax.self)
    else { return .visitChildren }
    if let entry = elements[0].as(SubscriptCallExprSyntax.self), Self.ownProperty(entry) != nil,
      Self.isGiven(elements[2], method.parameters.subtracting(Self.keys(of: entry)))
    {
      registrations[type, default: []].insert(method.name)
      if let store = Self.ownProperty(entry) { stores[type, default: []].insert(store) }
    } else if let property = Self.property(elements[0]), !method.parameters.contains(property) {
      assignments[type, default: [:]][method.name, default: []].insert(property)
      if PlainExpression.uncast(elements[2]).is(FunctionCallExprSyntax.self),
        !Self.isInClosure(node)
      {
        fills[type, default: [:]][method.name, default: []].insert(property)
      }
    } else if let chain = Self.instanceMember(elements[0], of: type) {
      // `shared.apiClient = BRAPIClient(…)` in a static function: a service of the type's own
      // stored instance replaced.
      assignments[type, default: [:]][method.name, default: []].insert(chain)
    }
    return .visitChildren
  }

  /// `shared.apiClient`, `Self.shared.apiClient`, `Backend.shared.apiClient`: a member of one of
  /// the type's stored properties, as `instance.member`; `Backend.shared`, `Self.shared`: one of
  /// its statics, as `shared`.
  private static func instanceMember(_ expression: ExprSyntax, of type: String) -> String? {
    guard let chain = EnvironmentUseReader.chain(expression) else { return nil }
    var parts = chain.split(separator: ".").map(String.init)
    guard let first = parts.first else { return nil }
    let isStatic = [type, "Self"].contains(first)
    if isStatic { parts.removeFirst() }
    guard parts.count == 2 || (isStatic && parts.count == 1),
      parts[0].first?.isLowercase ?? false
    else { return nil }
    return parts.joined(separator: ".")
  }

  /// `stack.append(environment)`, `stack.popLast()`: a method changing a stored collection in
  /// place writes it as an assignment does. `services.removeValue(forKey: key(type))`, keyed by
  /// what the method is given, takes a registered service out: a registration as well.
  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let method, types.count == 1 {
      // `context.rebuildAccount()`: the method asks a property it keeps to do something.
      if let called = node.calledExpression.as(MemberAccessExprSyntax.self),
        let base = called.base, let property = Self.property(base),
        !method.parameters.contains(property)
      {
        delegations[types[0], default: [:]][method.name, default: []].insert(
          "\(property).\(called.declName.baseName.text)")
      }
      // `HomeCoordinator(context: context)`: an object made with what the type keeps (not its
      // own work given a value it keeps, `log(message, category: category)`).
      let makes =
        node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase
        ?? false
      for argument in node.arguments where makes {
        if let property = Self.property(argument.expression),
          !method.parameters.contains(property)
        {
          handOns[types[0], default: [:]][method.name, default: []].insert(property)
        }
      }
    }
    guard let method, let called = node.calledExpression.as(MemberAccessExprSyntax.self),
      ReturnShape.mutatingMethods.contains(called.declName.baseName.text),
      let base = called.base, let property = Self.property(base),
      !method.parameters.contains(property)
    else { return .visitChildren }
    let type = types.first ?? ""
    // Only from the collection registrations fill (declared above it): not a ticket a method
    // keeps for work of its own (`tasks[id] = app.beginTask(…)`, `tasks.removeValue(forKey: id)`).
    if Self.removesEntry(node, keyedBy: method.parameters),
      stores[type]?.contains(property) ?? false
    {
      registrations[type, default: []].insert(method.name)
    }
    assignments[type, default: [:]][method.name, default: []].insert(property)
    return .visitChildren
  }

  /// `removeValue(forKey: key)`, `removeValue(forKey: name(of: type))`: an entry taken out by a key
  /// made of what the method is given.
  private static func removesEntry(_ node: FunctionCallExprSyntax, keyedBy parameters: Set<String>)
    -> Bool
  {
    guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
      called.declName.baseName.text == "removeValue", let key = node.arguments.first
    else { return false }
    return !parameters.isDisjoint(
      with: key.expression.tokens(viewMode: .sourceAccurate).map(\.text))
  }

  /// `return services[key] as? T`: a lookup.
  private func noteReturn(_ expression: ExprSyntax) {
    guard let method, let type = types.first else { return }
    // `services[key] as? T`, as the parser leaves it unfolded.
    let value = PlainExpression.uncast(expression)
    // Not an entry of a collection the method is given (`printer["hostname"]` of
    // `hostname(printer:)`): that reads the caller's value, not the type's store.
    if let entry = value.as(SubscriptCallExprSyntax.self),
      let property = Self.ownProperty(entry), !method.parameters.contains(property)
    {
      lookups[type, default: []].insert(method.name)
    }
  }

  /// The stored property a subscript reads (`services` of `services[key]`, `self.services[key]`).
  private static func ownProperty(_ entry: SubscriptCallExprSyntax) -> String? {
    property(entry.calledExpression)
  }

  /// Whether `node` sits in a closure inside the method, run later or elsewhere.
  private static func isInClosure(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let syntax = current, !syntax.is(FunctionDeclSyntax.self) {
      if syntax.is(ClosureExprSyntax.self) { return true }
      current = syntax.parent
    }
    return false
  }

  /// `x` or `self.x`.
  private static func property(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      case .identifier = reference.baseName.tokenKind
    {
      return reference.baseName.text
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// The names a subscript's key is made of (`key` of `services[key]`): the key, not a value.
  private static func keys(of entry: SubscriptCallExprSyntax) -> Set<String> {
    Set(
      entry.arguments.flatMap { argument in
        argument.expression.tokens(viewMode: .sourceAccurate).map(\.text)
      })
  }

  /// Whether `expression` is a value the method is given: one of its parameters (`service`,
  /// `service as Any`, `service!`), a closure handing it back (`{ service }`, `{ make() }`), or a
  /// value wrapping it (`Box(service)`). Not what the method makes with work of its own and keys
  /// by a parameter (`tasks[id] = app.beginTask(named: "task-\(id)")`): that stores work.
  private static func isGiven(_ expression: ExprSyntax, _ parameters: Set<String>) -> Bool {
    let value = PlainExpression.uncast(expression)
    if let reference = value.as(DeclReferenceExprSyntax.self) {
      return parameters.contains(reference.baseName.text)
    }
    if let closure = value.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let only = closure.statements.first?.item
    {
      let returned = only.as(ReturnStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self)
      return returned.map { isGiven($0, parameters) } ?? false
    }
    // `Box(service)`, or a factory it is given called (`{ make() }`).
    if let call = value.as(FunctionCallExprSyntax.self) {
      return isGiven(call.calledExpression, parameters)
        || call.arguments.contains { isGiven($0.expression, parameters) }
    }
    return false
  }
}
