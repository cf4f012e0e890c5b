import SwiftSyntax

/// What the files of a run declare: types (nested names qualified), extensions, typealiases and
/// functions by owner, each with where it stands. Built by one walk over each file's one parse
/// (`init(_:file:)`), merged across files in input order (`merge`), so that graph, tests,
/// enum-props and init read declarations from one place instead of walking the tree again.
package struct DeclarationTable: Sendable {
  /// Types, extensions and typealiases, in the order the files declare them (pre-order).
  package private(set) var types: [DeclaredType] = []
  /// Functions and methods, in the order the files declare them.
  package private(set) var functions: [DeclaredFunction] = []

  package init() {}

  /// What one file's tree declares.
  package init(_ tree: some SyntaxProtocol, file: String) {
    let indexer = DeclarationIndexer(file: file)
    indexer.walk(tree)
    types = indexer.types
    functions = indexer.functions
  }

  /// Adds what another table holds (another file's, indexed on its own thread), after this one's.
  package mutating func merge(_ other: DeclarationTable) {
    types += other.types
    functions += other.functions
  }

  /// The declarations a reader sees that looks into none of `excluded` (a reader that skips
  /// function bodies passes `.function`).
  package func types(outside excluded: DeclarationContext) -> [DeclaredType] {
    types.filter { $0.context.isDisjoint(with: excluded) }
  }

  /// The functions a reader sees that looks into none of `excluded`.
  package func functions(outside excluded: DeclarationContext) -> [DeclaredFunction] {
    functions.filter { $0.context.isDisjoint(with: excluded) }
  }

  /// The typealiases by name (`typealias Resolution = StateResolution<AuthState>`) a reader sees
  /// that looks into none of `excluded`, the first of a name kept.
  package func typeAliases(outside excluded: DeclarationContext) -> [String: TypeSyntax] {
    var aliases: [String: TypeSyntax] = [:]
    for type in types(outside: excluded) where type.kind == .typeAlias {
      guard let alias = type.decl.as(TypeAliasDeclSyntax.self) else { continue }
      if aliases[type.name] == nil { aliases[type.name] = alias.initializer.value }
    }
    return aliases
  }

  /// The members of the type of that qualified name, its extensions' merged in, in file order.
  package func members(of qualifiedName: String) -> [DeclaredMember] {
    types.flatMap { type -> [DeclaredMember] in
      switch type.kind {
      case .typeAlias: return []
      case .extensionType:
        return TypeName.components(type.name).joined(separator: ".") == qualifiedName
          ? type.members : []
      default: return type.qualifiedName == qualifiedName ? type.members : []
      }
    }
  }

  /// The type a name written inside `scope` refers to, as Swift looks it up: nested in the
  /// scope or one of its outer types (innermost first), else at the top level; a typealias is
  /// followed to the type it names when that is declared here. Nil when nothing here declares it.
  package func resolve(_ name: String, from scope: [String]) -> DeclaredType? {
    let declared = Dictionary(
      types.filter { $0.kind != .extensionType }.map { ($0.qualifiedName, $0) },
      uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = []
    var wanted = name
    var from = scope
    while seen.insert(wanted + "@" + from.joined(separator: ".")).inserted {
      guard
        let found = ScopeLookup.candidates(for: wanted, from: from).lazy.compactMap({
          declared[$0]
        }).first
      else { return nil }
      guard found.kind == .typeAlias,
        let value = found.decl.as(TypeAliasDeclSyntax.self)?.initializer.value
      else { return found }
      wanted = TypeName.text(of: value)
      from = found.scope
    }
    return nil
  }
}

/// The one walk: every type, extension, typealias and function of a file, with its scope.
private final class DeclarationIndexer: SyntaxVisitor {
  let file: String
  var types: [DeclaredType] = []
  var functions: [DeclaredFunction] = []

  init(file: String) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  private func add(_ kind: DeclaredType.Kind, _ name: String, _ node: some DeclSyntaxProtocol)
    -> SyntaxVisitorContinueKind
  {
    types.append(
      DeclaredType(
        kind: kind, name: name, scope: SyntaxScope.typePath(of: node),
        context: DeclarationContext(of: node), file: file, decl: DeclSyntax(node)))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.structType, node.name.text, node)
  }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.classType, node.name.text, node)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.enumType, node.name.text, node)
  }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.actorType, node.name.text, node)
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.protocolType, node.name.text, node)
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.extensionType, node.extendedType.trimmedText, node)
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.typeAlias, node.name.text, node)
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append(
      DeclaredFunction(
        owner: SyntaxScope.typePath(of: node), context: DeclarationContext(of: node), decl: node))
    return .visitChildren
  }
}
