import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Reads every enum of a parsed file into an `EnumModel`, with its qualified name and effective
/// access level. Enums declared inside functions are not reachable from another file and ignored.
public final class EnumModelReader: SyntaxVisitor {
  private let source: ParsedSource
  private let index: DeclarationIndex
  public private(set) var enums: [EnumModel] = []

  /// The enums of `source`. `index` resolves payload types and extension members across files;
  /// without it only `source` itself is indexed.
  public static func enums(in source: ParsedSource, index: DeclarationIndex? = nil) -> [EnumModel] {
    let reader = EnumModelReader(source: source, index: index ?? DeclarationIndex([source]))
    reader.walk(source.tree)
    return reader.enums
  }

  package init(source: ParsedSource, index: DeclarationIndex) {
    self.source = source
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  public override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let qualifiedName = (SyntaxScope.typePath(of: node) + [node.name.text])
      .map(\.trimmingBackticks).joined(separator: ".")
    let generics = node.genericParameterClause?.parameters.map { $0.name.text.trimmingBackticks }
    let qualifier = PayloadTypeQualifier(
      enumName: qualifiedName, genericParameters: generics ?? [], index: index)
    let caseReader = EnumCaseReader(source: source, payload: PayloadReader(qualifier: qualifier))
    let (line, column) = source.location(of: node.name.positionAfterSkippingLeadingTrivia)
    enums.append(
      EnumModel(
        qualifiedName: qualifiedName, access: AccessLevel.effective(of: node),
        cases: caseReader.cases(in: node.memberBlock.members, conditions: []),
        existingMembers: node.memberBlock.memberNames.union(
          index.extensionMembers[qualifiedName] ?? []),
        file: source.path, line: line, column: column, genericParameters: generics ?? [],
        isIndirect: node.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) },
        isMarked: EnumPropertiesMarker.isPresent(in: node.leadingTrivia),
        conditions: node.enclosingIfConfigPaths, availability: node.attributes.availability))
    return .visitChildren
  }

  // Enums declared in these are not reachable from another file.
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
}

extension AccessLevel {
  /// How far a type declaration can be seen: its own level (else its extension's default, else
  /// internal), narrowed by every type declared around it. `private` at file level is
  /// `fileprivate`.
  package static func effective(of node: some DeclSyntaxProtocol) -> AccessLevel {
    var chain: [Syntax] = [Syntax(node)]
    var current = node.parent
    while let syntax = current {
      if SyntaxScope.typeName(of: syntax) != nil && !syntax.is(ProtocolDeclSyntax.self) {
        chain.insert(syntax, at: 0)
      }
      current = syntax.parent
    }
    var bound: AccessLevel?
    var memberDefault: AccessLevel?
    for (depth, syntax) in chain.enumerated() {
      let modifiers = syntax.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
      if syntax.is(ExtensionDeclSyntax.self) {
        memberDefault = AccessLevel(modifiers: modifiers)
        if memberDefault == .private { memberDefault = .fileprivate }
        bound = .open
        continue
      }
      var own = AccessLevel(modifiers: modifiers) ?? memberDefault ?? .internal
      if depth == 0 && own == .private { own = .fileprivate }
      bound = min(own, bound ?? .open)
      memberDefault = nil
    }
    return bound ?? .internal
  }

  package init?(modifiers: DeclModifierListSyntax) {
    for modifier in modifiers where modifier.detail == nil {
      if let level = AccessLevel(rawValue: modifier.name.text) {
        self = level
        return
      }
    }
    return nil
  }
}
