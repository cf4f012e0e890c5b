import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What the inputs declare, by scope: nested type names, generic parameters and the members added
/// by extensions. Built before enums are read, so that payload types and existing members can be
/// resolved across files.
public struct DeclarationIndex: Sendable {
  /// Type names declared directly in a scope (`"Outer.Panel"` → `["Edge", "Mode"]`); `""` is the
  /// top level.
  public var types: [String: Set<String>] = [:]
  /// Generic parameter names of a type (`"List"` → `["Element"]`).
  public var genericParameters: [String: Set<String>] = [:]
  /// Member names declared in extensions of a type (`"AuthService.State"` → `["isBusy"]`).
  public var extensionMembers: [String: Set<String>] = [:]

  public init() {}

  /// Indexes several parsed files.
  public init(_ sources: [ParsedSource]) {
    for source in sources { add(source) }
  }

  /// Adds the declarations of one parsed file.
  public mutating func add(_ source: ParsedSource) {
    let collector = EnumDeclarationCollector()
    collector.walk(source.tree)
    merge(collector.index)
  }

  /// Adds what another index holds (one file's, indexed on its own thread).
  public mutating func merge(_ other: DeclarationIndex) {
    for (scope, names) in other.types { types[scope, default: []].formUnion(names) }
    for (scope, names) in other.genericParameters {
      genericParameters[scope, default: []].formUnion(names)
    }
    for (type, names) in other.extensionMembers {
      extensionMembers[type, default: []].formUnion(names)
    }
  }
}

/// Walks one file and fills a `DeclarationIndex`.
package final class EnumDeclarationCollector: SyntaxVisitor {
  package var index = DeclarationIndex()

  package init() { super.init(viewMode: .sourceAccurate) }

  /// The dotted path of the types around `node`, without backticks; `""` at file level.
  private func scope(of node: some SyntaxProtocol) -> String {
    SyntaxScope.typePath(of: node).map(\.trimmingBackticks).joined(separator: ".")
  }

  private func enter(
    _ node: some DeclSyntaxProtocol, _ name: TokenSyntax, generics: GenericParameterClauseSyntax?
  ) -> SyntaxVisitorContinueKind {
    let plain = name.text.trimmingBackticks
    let scope = scope(of: node)
    index.types[scope, default: []].insert(plain)
    if let generics {
      let inner = scope.isEmpty ? plain : scope + "." + plain
      index.genericParameters[inner, default: []].formUnion(
        generics.parameters.map { $0.name.text.trimmingBackticks })
    }
    return .visitChildren
  }

  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name, generics: node.genericParameterClause)
  }
  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name, generics: node.genericParameterClause)
  }
  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name, generics: node.genericParameterClause)
  }
  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name, generics: node.genericParameterClause)
  }

  package override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    index.types[scope(of: node), default: []].insert(node.name.text.trimmingBackticks)
    return .skipChildren
  }

  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.dottedName ?? node.extendedType.trimmedDescription
    index.extensionMembers[name, default: []].formUnion(node.memberBlock.memberNames)
    return .visitChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}

extension TypeSyntax {
  /// `Outer.Panel` for `Outer.Panel` or `Outer<Int>.Panel`; nil for tuples, functions, optionals.
  package var dottedName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text.trimmingBackticks
    }
    if let member = self.as(MemberTypeSyntax.self), let base = member.baseType.dottedName {
      return "\(base).\(member.name.text.trimmingBackticks)"
    }
    return nil
  }
}

extension MemberBlockSyntax {
  /// Names of the properties, methods, cases and nested types declared here, `#if` blocks included.
  package var memberNames: Set<String> { members.memberNames }
}

extension MemberBlockItemListSyntax {
  package var memberNames: Set<String> {
    var names: Set<String> = []
    for member in self {
      let decl = member.decl
      if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
            names.insert(pattern.identifier.text.trimmingBackticks)
          }
        }
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text.trimmingBackticks)
      } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          if case .decls(let items) = clause.elements { names.formUnion(items.memberNames) }
        }
      }
    }
    return names
  }
}

extension String {
  package var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
