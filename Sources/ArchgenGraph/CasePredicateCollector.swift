import ArchgenSyntax
import SwiftSyntax

/// The computed `Bool` properties of one type (`var isRecording: Bool { ... }`), by name, with
/// their getter's statements: the questions a machine's guards may ask about its state.
package final class CasePredicateCollector: SyntaxVisitor {
  private let owner: (_ typePath: [String]) -> Bool
  private var found: [(name: String, body: CodeBlockItemListSyntax)] = []

  private init(owner: @escaping (_ typePath: [String]) -> Bool) {
    self.owner = owner
    super.init(viewMode: .sourceAccurate)
  }

  /// The computed Bool properties declared in `tree` by the types `owner` accepts (a type and
  /// its extensions), in source order.
  package static func properties(
    in tree: SourceFileSyntax, of owner: @escaping (_ typePath: [String]) -> Bool
  ) -> [(name: String, body: CodeBlockItemListSyntax)] {
    let collector = CasePredicateCollector(owner: owner)
    collector.walk(tree)
    return collector.found
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !node.modifiers.isTypeMember, node.parent?.is(MemberBlockItemSyntax.self) == true,
      owner(SyntaxScope.typePath(of: node))
    else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        binding.typeAnnotation?.type.trimmedText == "Bool",
        let body = Self.getter(binding.accessorBlock)
      else { continue }
      found.append((name, body))
    }
    return .skipChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// `{ ... }` or `{ get { ... } }`: the getter's statements.
  private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
    switch block?.accessors {
    case .getter(let statements): return statements
    case .accessors(let list):
      return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: return nil
    }
  }
}
