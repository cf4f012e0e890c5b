import SwiftSyntax

/// Reads every enum of a parsed file into an `EnumModel`, with its qualified name and effective
/// access level. Enums declared inside functions are not reachable from another file and ignored.
public final class EnumModelReader: SyntaxVisitor {
  private struct Scope {
    var name: String
    /// The most an enclosing declaration lets its members be seen.
    var bound: AccessLevel
    /// Default access of members declared directly inside (set by `public extension`).
    var memberDefault: AccessLevel?
  }

  private let source: ParsedSource
  private let index: DeclarationIndex
  private var scopes: [Scope] = []
  public private(set) var enums: [EnumModel] = []

  /// The enums of `source`. `index` resolves payload types and extension members across files;
  /// without it only `source` itself is indexed.
  public static func enums(in source: ParsedSource, index: DeclarationIndex? = nil) -> [EnumModel] {
    let reader = EnumModelReader(source: source, index: index ?? DeclarationIndex([source]))
    reader.walk(source.tree)
    return reader.enums
  }

  init(source: ParsedSource, index: DeclarationIndex) {
    self.source = source
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  public override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let access = pushType(node.name, node.modifiers)
    let qualifiedName = scopes.map(\.name).joined(separator: ".")
    let generics = node.genericParameterClause?.parameters.map { $0.name.text.trimmingBackticks }
    let qualifier = PayloadTypeQualifier(
      enumName: qualifiedName, genericParameters: generics ?? [], index: index)
    let caseReader = EnumCaseReader(source: source, payload: PayloadReader(qualifier: qualifier))
    let (line, column) = source.location(of: node.name.positionAfterSkippingLeadingTrivia)
    enums.append(
      EnumModel(
        qualifiedName: qualifiedName, access: access,
        cases: caseReader.cases(in: node.memberBlock.members, conditions: []),
        existingMembers: node.memberBlock.memberNames.union(
          index.extensionMembers[qualifiedName] ?? []),
        file: source.path, line: line, column: column, genericParameters: generics ?? [],
        isIndirect: node.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) },
        isMarked: EnumPropsMarker.isPresent(in: node.leadingTrivia),
        conditions: node.enclosingIfConfigPaths, availability: node.attributes.availability))
    return .visitChildren
  }

  public override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
  public override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(node.name, node.modifiers)
    return .visitChildren
  }
  public override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
  public override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(node.name, node.modifiers)
    return .visitChildren
  }
  public override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
  public override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    pushType(node.name, node.modifiers)
    return .visitChildren
  }
  public override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

  public override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    var memberDefault = AccessLevel(modifiers: node.modifiers)
    if memberDefault == .private { memberDefault = .fileprivate }
    let name = node.extendedType.dottedName ?? node.extendedType.trimmedDescription
    scopes.append(Scope(name: name, bound: .open, memberDefault: memberDefault))
    return .visitChildren
  }
  public override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  public override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  public override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  public override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  public override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// Pushes a type scope and returns the type's effective access level.
  @discardableResult
  private func pushType(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> AccessLevel {
    let parent = scopes.last
    var own = AccessLevel(modifiers: modifiers) ?? parent?.memberDefault ?? .internal
    if parent == nil && own == .private { own = .fileprivate }
    let effective = min(own, parent?.bound ?? .open)
    scopes.append(Scope(name: name.text.trimmingBackticks, bound: effective, memberDefault: nil))
    return effective
  }
}

extension AccessLevel {
  init?(modifiers: DeclModifierListSyntax) {
    for modifier in modifiers where modifier.detail == nil {
      if let level = AccessLevel(rawValue: modifier.name.text) {
        self = level
        return
      }
    }
    return nil
  }
}
