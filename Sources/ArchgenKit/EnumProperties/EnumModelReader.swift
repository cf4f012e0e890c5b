import SwiftSyntax

/// Reads every enum of a parsed file into an `EnumModel`, with its qualified name.
public final class EnumModelReader: SyntaxVisitor {
  private let source: ParsedSource
  private var typeStack: [String] = []
  private var accessStack: [AccessLevel] = []
  public private(set) var enums: [EnumModel] = []

  public static func enums(in source: ParsedSource) -> [EnumModel] {
    let reader = EnumModelReader(source: source)
    reader.walk(source.tree)
    return reader.enums
  }

  init(source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  public override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text.trimmingBackticks
    typeStack.append(name)
    let access = AccessLevel(modifiers: node.modifiers) ?? .internal
    accessStack.append(access)
    let (line, _) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    enums.append(
      EnumModel(
        qualifiedName: typeStack.joined(separator: "."),
        access: accessStack.min() ?? access,
        cases: cases(of: node),
        existingMembers: memberNames(of: node.memberBlock),
        file: source.path, line: line))
    return .visitChildren
  }

  public override func visitPost(_ node: EnumDeclSyntax) { pop() }
  public override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
  }
  public override func visitPost(_ node: StructDeclSyntax) { pop() }
  public override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
  }
  public override func visitPost(_ node: ClassDeclSyntax) { pop() }
  public override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
  }
  public override func visitPost(_ node: ActorDeclSyntax) { pop() }
  public override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.extendedType.trimmedDescription, node.modifiers)
  }
  public override func visitPost(_ node: ExtensionDeclSyntax) { pop() }
  public override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  public override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  private func push(_ name: String, _ modifiers: DeclModifierListSyntax)
    -> SyntaxVisitorContinueKind
  {
    typeStack.append(name.trimmingBackticks)
    accessStack.append(AccessLevel(modifiers: modifiers) ?? .internal)
    return .visitChildren
  }

  private func pop() {
    typeStack.removeLast()
    accessStack.removeLast()
  }

  private func cases(of node: EnumDeclSyntax) -> [EnumCaseModel] {
    node.memberBlock.members.flatMap { member -> [EnumCaseModel] in
      guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return decl.elements.map { element in
        let (line, column) = source.location(of: element.positionAfterSkippingLeadingTrivia)
        let payload: [PayloadElement] =
          element.parameterClause?.parameters.map { parameter in
            var label: String? = parameter.firstName?.text.trimmingBackticks
            if label == "_" { label = nil }
            return PayloadElement(label: label, type: parameter.type.trimmedDescription)
          } ?? []
        return EnumCaseModel(
          name: element.name.text.trimmingBackticks, payload: payload, line: line, column: column)
      }
    }
  }

  private func memberNames(of block: MemberBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in block.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
            names.insert(pattern.identifier.text.trimmingBackticks)
          }
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text.trimmingBackticks)
      }
    }
    return names
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

extension String {
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
