import ArchgenSyntax
import SwiftSyntax

/// The observers (`didSet`, `willSet`) of the stored properties a type declares in a file:
/// setting such a property is an event of the type's hand-written machine, named after the
/// property (`var query = "" { didSet { phase = query.isEmpty ? .idle : .searching } }`).
package final class PropertyObservers: SyntaxVisitor {
  private let key: String
  private var found: [(name: String, body: CodeBlockItemListSyntax)] = []

  private init(key: String) {
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  /// The observed properties of the type `key` in `tree` and their observers' bodies, in source
  /// order; `except` (the state itself) is left out.
  package static func of(_ key: String, in tree: SourceFileSyntax, except: String) -> [(
    name: String, body: CodeBlockItemListSyntax
  )] {
    all(of: key, in: tree).filter { $0.name != except }
  }

  /// The observed properties of the type `key` in `tree` and their observers' bodies, in source
  /// order, the state among them.
  package static func all(of key: String, in tree: SourceFileSyntax) -> [(
    name: String, body: CodeBlockItemListSyntax
  )] {
    let visitor = PropertyObservers(key: key)
    visitor.walk(tree)
    return visitor.found
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true,
      SyntaxScope.typePath(of: node).joined(separator: ".") == key
    else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        case .accessors(let accessors)? = binding.accessorBlock?.accessors
      else { continue }
      for accessor in accessors
      where [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind) {
        if let body = accessor.body { found.append((name, body.statements)) }
      }
    }
    return .skipChildren
  }
}
