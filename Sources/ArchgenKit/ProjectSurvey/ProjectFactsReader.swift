import SwiftSyntax

/// Reads one file's imports, environment-like globals and statics, the names Builders read, and
/// the architecture types it names.
final class ProjectFactsReader: SyntaxVisitor {
  /// Words in a type's name that make it look like an app environment or service locator.
  static let environmentWords = ["Environment", "World", "Container", "Locator", "Dependencies"]
  /// Architecture types whose modules `init` looks for.
  static let watchedTypes: Set<String> = ["FeedbackSystem", "StoreVerification"]

  private(set) var facts: ProjectFacts
  private let source: ParsedSource
  private var types: [String] = []
  private var functionDepth = 0

  init(_ source: ParsedSource, isTest: Bool) {
    self.source = source
    facts = ProjectFacts(path: source.path, isTest: isTest)
    super.init(viewMode: .sourceAccurate)
  }

  static func read(_ source: ParsedSource, isTest: Bool) -> ProjectFacts {
    let reader = ProjectFactsReader(source, isTest: isTest)
    reader.walk(source.tree)
    return reader.facts
  }

  static func looksLikeEnvironment(_ name: String) -> Bool {
    environmentWords.contains { name.contains($0) }
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text {
      let testable = node.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
      }
      facts.imports.append(.init(module: module, isTestable: testable))
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
  override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
  override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
  override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  private func enter(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
    facts.declaredTypes.insert(name.text)
    types.append(name.text)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
    if isStatic, let owner = types.last, node.name.text.hasPrefix("set"), functionDepth == 0 {
      facts.mutators[owner, default: []].append(node.name.text)
    }
    functionDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { functionDepth -= 1 }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard functionDepth == 0 else { return .visitChildren }
    let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
    let isGlobal = types.isEmpty
    guard isGlobal || isStatic else { return .visitChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = Self.typeName(of: binding)
      else { continue }
      let owner = types.last.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
      guard Self.looksLikeEnvironment(type) || (owner.map(Self.looksLikeEnvironment) ?? false)
      else { continue }
      let (line, column) = source.location(of: binding.positionAfterSkippingLeadingTrivia)
      let keyword = node.bindingSpecifier.text
      facts.candidates.append(
        isGlobal
          ? .init(
            accessor: name, root: name, kind: "global \(keyword) \(name) of type \(type)",
            line: line, column: column)
          : .init(
            accessor: "\(types.last!).\(name)", root: types.last!,
            kind: "static \(keyword) \(name) of type \(type) in \(types.last!)", line: line,
            column: column))
    }
    return .visitChildren
  }

  /// The type a binding declares or is initialised with (`World`, `World(...)`, `World.live`).
  private static func typeName(of binding: PatternBindingSyntax) -> String? {
    var type = binding.typeAnnotation?.type
    while let wrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
      ?? type?.as(OptionalTypeSyntax.self)?.wrappedType
    {
      type = wrapped
    }
    if let type { return type.trimmedDescription }
    guard var value = binding.initializer?.value else { return nil }
    if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
    while let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
      value = base
    }
    return value.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    facts.references[name, default: 0] += 1
    if types.contains(where: { $0.hasSuffix("Builder") }) {
      facts.builderReferences[name, default: 0] += 1
    }
    if Self.watchedTypes.contains(name) { facts.mentionedTypes.insert(name) }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if Self.watchedTypes.contains(node.name.text) { facts.mentionedTypes.insert(node.name.text) }
    return .visitChildren
  }
}
