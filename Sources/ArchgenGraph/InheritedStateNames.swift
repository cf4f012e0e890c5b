import ArchgenSyntax
import SwiftSyntax

/// The values a type's code in one file moves to cases that the file does not declare for it: a
/// subclass writing `state = .localDataFetched` to the `state` its superclass declares in another
/// file, an extension writing `status = .playing` to a stored value its type declares elsewhere.
/// They are read as hand-written machines' states and kept at linking only where a file of the run
/// declares that stored value, of an enum, in the type or a class it inherits from
/// (`InheritedState`). Names never decide: what the run declares does.
enum InheritedStateNames {
  /// The names assigned a case in `node`'s members that `declared` (the file's properties of the
  /// type) does not hold, sorted; none for a class that inherits from nothing.
  static func candidates(in node: some SyntaxProtocol, declared: Set<String>) -> [String] {
    if let type = node.as(ClassDeclSyntax.self), type.inheritanceClause == nil { return [] }
    guard node.is(ClassDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) else { return [] }
    return CaseAssignedValues.of(node).subtracting(declared).sorted()
  }

  /// The types `node` inherits from or conforms to, as written (`DataController`).
  static func inherited(by node: some SyntaxProtocol) -> [String] {
    let clause =
      node.as(ClassDeclSyntax.self)?.inheritanceClause
      ?? node.as(ExtensionDeclSyntax.self)?.inheritanceClause
    return clause?.inheritedTypes.map { TypeName.text(of: $0.type) } ?? []
  }
}

/// The qualified names of the classes, structs, actors and enums a file declares.
final class DeclaredTypePaths: SyntaxVisitor {
  private(set) var paths: Set<String> = []

  private init() { super.init(viewMode: .sourceAccurate) }

  static func of(_ tree: SourceFileSyntax) -> Set<String> {
    let visitor = DeclaredTypePaths()
    visitor.walk(tree)
    return visitor.paths
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func add(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
    if let name = SyntaxScope.typeName(of: Syntax(node)) {
      paths.insert((SyntaxScope.typePath(of: node) + name).joined(separator: "."))
    }
    return .visitChildren
  }
}
