import ArchgenSyntax
import SwiftSyntax

/// A computed property whose setter hands its new value to a stored property of its type
/// (`set { lock.withLock { _state = newValue } }`, `set { queue.async(flags: .barrier) {
/// self.internalState = newState } }`) is a view of that store: writing it writes the store, so
/// the store's default is the view's starting value, however the setter guards the write.
enum ComputedBacking {
  /// The default case of the stored property behind `name`'s setter in the type `key`; nil when
  /// `name` is no such view or its store has no case as default.
  static func initial(of name: String, in key: String, tree: SourceFileSyntax) -> String? {
    read(name, in: key, tree: tree).flatMap { $0.initial }
  }

  /// The stored property `name`'s setter writes, when `name` is such a view.
  static func store(of name: String, in key: String, tree: SourceFileSyntax) -> String? {
    read(name, in: key, tree: tree)?.store
  }

  /// The stored property the setter of `binding` writes its new value to, if it has a setter.
  static func store(of binding: PatternBindingSyntax) -> String? {
    guard let setter = setter(of: binding) else { return nil }
    return SetterStores.of(setter.body, value: setter.value).first
  }

  /// A `set` accessor's body and the name its new value goes by.
  static func setter(of binding: PatternBindingSyntax) -> (body: CodeBlockSyntax, value: String)? {
    guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
      let set = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
      let body = set.body
    else { return nil }
    return (body, set.parameters?.name.text ?? "newValue")
  }

  private static func read(_ name: String, in key: String, tree: SourceFileSyntax) -> (
    store: String, initial: String?
  )? {
    let visitor = ViewSetters(name: name, key: key)
    visitor.walk(tree)
    guard let setter = visitor.setter,
      let store = SetterStores.of(setter.body, value: setter.value).first
    else { return nil }
    return (store, visitor.defaults[store])
  }
}

/// The setter of the property `name` in the type `key`, and the stored defaults of that type.
private final class ViewSetters: SyntaxVisitor {
  private let name: String
  private let key: String
  private(set) var setter: (body: CodeBlockSyntax, value: String)?
  /// Stored properties of the type with a case as their default (`_state = ConnectionState.open`).
  private(set) var defaults: [String: String] = [:]

  init(name: String, key: String) {
    self.name = name
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true,
      SyntaxScope.typePath(of: node).joined(separator: ".") == key
    else { return .skipChildren }
    for binding in node.bindings {
      guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      if binding.accessorBlock == nil,
        let value = binding.initializer.flatMap({ TargetValue.caseName($0.value) })
      {
        defaults[property] = value
      }
      if property == name, let found = ComputedBacking.setter(of: binding) { setter = found }
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The stored names a setter's body assigns its new value (`_state = newValue`, `self._state =
/// newValue`), closures it hands to a lock or a queue included.
private final class SetterStores: SyntaxVisitor {
  private let value: String
  private(set) var stores: [String] = []

  private init(value: String) {
    self.value = value
    super.init(viewMode: .sourceAccurate)
  }

  static func of(_ body: CodeBlockSyntax, value: String) -> [String] {
    let visitor = SetterStores(value: value)
    visitor.walk(body)
    return visitor.stores
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      let target = PlainExpression.memberPath(items[0]),
      target.count == 1 || (target.count == 2 && target[0] == "self"), let store = target.last,
      PlainExpression.memberPath(items[2]) == [value]
    else { return .visitChildren }
    stores.append(store)
    return .visitChildren
  }
}
