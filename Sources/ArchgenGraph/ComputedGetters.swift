import ArchgenSyntax
import SwiftSyntax

/// The getters of a type's computed properties that other code can read, each an event named
/// after the property (field-n rule N4): reading `viewController` runs its getter, and what the
/// getter changes (through a helper it calls) changes on that read, as a method's call would.
/// A getter that builds closures (a view's `body` and its modifiers' actions, a `Binding`'s
/// setter) returns work that runs later, on events of its own: it is none.
package enum ComputedGetters {
  /// The getters of the type `key` in `tree`, in source order.
  package static func of(_ key: String, in tree: SourceFileSyntax) -> [(
    name: String, body: CodeBlockItemListSyntax
  )] {
    let visitor = GetterBodies(key: key)
    visitor.walk(tree)
    return visitor.found
  }
}

private final class GetterBodies: SyntaxVisitor {
  private let key: String
  private(set) var found: [(name: String, body: CodeBlockItemListSyntax)] = []

  init(key: String) {
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true,
      SyntaxScope.typePath(of: node).joined(separator: ".") == key,
      !node.modifiers.isTypeMember, !HandlerEntryPoints.isPrivate(node)
    else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let body = Self.getter(binding.accessorBlock), !BuildsClosures.in(body)
      else { continue }
      found.append((name, body))
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// `{ … }` alone, or its `get { … }`; observers (`didSet`) are no getter.
  private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
    switch block?.accessors {
    case .getter(let statements): return statements
    case .accessors(let accessors):
      return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: return nil
    }
  }
}

/// Whether a body holds a closure.
private final class BuildsClosures: SyntaxVisitor {
  private var found = false

  private init() { super.init(viewMode: .sourceAccurate) }

  static func `in`(_ body: CodeBlockItemListSyntax) -> Bool {
    let visitor = BuildsClosures()
    visitor.walk(body)
    return visitor.found
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
