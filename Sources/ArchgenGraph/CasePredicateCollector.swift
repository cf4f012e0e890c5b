import ArchgenSyntax
import SwiftSyntax

/// The computed `Bool` properties of one type (`var isRecording: Bool { ... }`), by name, with
/// their getter's statements, and its `Bool` methods of one argument of a given type (`func
/// canBecome(_ next: State) -> Bool`): the questions a machine's guards may ask about its state.
package final class CasePredicateCollector: SyntaxVisitor {
  private let owner: (_ typePath: [String]) -> Bool
  private var found: [(name: String, body: CodeBlockItemListSyntax)] = []
  /// The argument type of the methods collected; nil collects properties.
  private var argumentType: ((String) -> Bool)?
  private var methods: [(name: String, parameter: String, body: CodeBlockItemListSyntax)] = []

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

  /// The Bool methods of one argument whose type `argument` accepts, declared in `tree` by the
  /// types `owner` accepts, in source order, with the argument's name inside the body.
  package static func methods(
    in tree: SourceFileSyntax, of owner: @escaping (_ typePath: [String]) -> Bool,
    argument: @escaping (_ typeName: String) -> Bool
  ) -> [(name: String, parameter: String, body: CodeBlockItemListSyntax)] {
    let collector = CasePredicateCollector(owner: owner)
    collector.argumentType = argument
    collector.walk(tree)
    return collector.methods
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard argumentType == nil, !node.modifiers.isTypeMember,
      node.parent?.is(MemberBlockItemSyntax.self) == true, owner(SyntaxScope.typePath(of: node))
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
    let parameters = node.signature.parameterClause.parameters
    guard let argumentType, !node.modifiers.isTypeMember,
      node.parent?.is(MemberBlockItemSyntax.self) == true, owner(SyntaxScope.typePath(of: node)),
      node.signature.returnClause?.type.trimmedText == "Bool", parameters.count == 1,
      let parameter = parameters.first, argumentType(parameter.type.trimmedText),
      let body = node.body?.statements
    else { return .skipChildren }
    let name = (parameter.secondName ?? parameter.firstName).text
    methods.append((node.name.text, name, body))
    return .skipChildren
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
