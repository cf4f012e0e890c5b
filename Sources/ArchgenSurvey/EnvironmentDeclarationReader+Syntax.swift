import SwiftSyntax

/// The syntax questions `EnvironmentDeclarationReader` asks of a declaration: its modifiers, the
/// type a binding declares, what a computed property's getter hands back.
extension EnvironmentDeclarationReader {
  /// The statements of a computed property's getter.
  static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let list): return list
    case .accessors(let list):
      return list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
    case nil: return nil
    }
  }

  /// `AppDelegate.shared.appContext` of `var appContext: AppContext { AppDelegate.shared
  /// .appContext }`: the chain of names a computed global returns.
  /// With `bare`, a plain name too: `sharedContext` of `class var shared: AppContext {
  /// sharedContext! }`, the global a static accessor hands back.
  static func returnedChain(_ binding: PatternBindingSyntax, bare: Bool = false)
    -> String?
  {
    guard let items = getter(of: binding), items.count == 1 else { return nil }
    var value = ForwardedMember.handedBack(by: items)
    // `stack.last ?? Environment()`: what it hands back is kept on the left; the right is a
    // fallback it makes.
    if let sequence = value?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let operation = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
      operation.operator.text == "??"
    {
      value = sequence.elements.first
    }
    if let unwrapped = value?.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
    guard let chain = value.flatMap(EnvironmentUseReader.chain) else { return nil }
    // `stack.last` of a static accessor: the stored property it reads (`stack`) is what holds
    // the instance; the member after it is a read of it.
    if bare, let root = chain.split(separator: ".").first, root.first?.isLowercase ?? false {
      return String(root)
    }
    return chain.contains(".") || bare ? chain : nil
  }

  static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
  }

  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { ["static", "class"].contains($0.name.text) }
  }

  /// `private`/`fileprivate`, but not `private(set)`.
  static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
  }

  /// The type a binding declares or is initialised with (`World`, `World(...)`, `World.live`);
  /// nil for a literal or a lower-case call.
  /// The type a binding's initial value makes (`App` of `static let shared: AppProviding =
  /// App()`), whatever its annotation says.
  package static func madeTypeName(of binding: PatternBindingSyntax) -> String? {
    guard binding.initializer != nil else { return nil }
    var bare = binding
    bare.typeAnnotation = nil
    return typeName(of: bare)
  }

  package static func typeName(of binding: PatternBindingSyntax) -> String? {
    var type = binding.typeAnnotation?.type
    while let wrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
      ?? type?.as(OptionalTypeSyntax.self)?.wrappedType
    {
      type = wrapped
    }
    if let type { return type.trimmedDescription }
    guard var value = binding.initializer?.value else { return nil }
    // `lazy var storage = { PersistentStorage(…) }()`: what the closure makes, once.
    if let made = ForwardedMember.madeOnce(value) { value = made }
    // `World()`, `World.init()`, `World.live`, `World.make()`; not `World.shared.settings`,
    // which is one of World's members.
    if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
    if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
      value = base
    }
    guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase ?? false
    else { return nil }
    return name
  }
}
