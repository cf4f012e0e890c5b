import ArchgenCore
import SwiftSyntax

/// How a test builds a class or struct a reducer belongs to (a ReactorKit reactor, a view model):
/// through the initializer it declares that needs the fewest values, each built by `ValueBuilder`.
package enum InitializerReader {
  /// `TicketReactor(title: "", priority: 0)`; `Owner()` when the type declares no initializer
  /// (a class whose properties have values, a struct whose memberwise one takes none). Nil
  /// when the type is not declared in `source`, or only privately, or only failably.
  package static func construct(_ owner: String, in source: ParsedSource, builder: ValueBuilder)
    -> String?
  {
    let finder = TypeDeclarationFinder(name: owner)
    finder.walk(source.tree)
    guard let members = finder.members else { return nil }
    let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    if initializers.isEmpty {
      if finder.isStruct, let structType = builder.catalog.structType(named: owner, near: owner) {
        return builder.defaultValue(of: structType.qualifiedName)
      }
      return "\(owner)()"
    }
    let candidates = initializers.filter {
      !ReducerConventionReader.isHidden($0.modifiers) && $0.optionalMark == nil
    }
    guard !candidates.isEmpty else { return nil }
    let built = candidates.map { initializer -> String in
      let arguments = initializer.signature.parameterClause.parameters.compactMap {
        parameter -> String? in
        if parameter.defaultValue != nil { return nil }
        let value = OwnerArguments.value(of: parameter.type.trimmedDescription, builder: builder)
        return parameter.firstName.tokenKind == .wildcard
          ? value : "\(parameter.firstName.text): \(value)"
      }
      return "\(owner)(\(arguments.joined(separator: ", ")))"
    }
    // Fewest placeholders first, then the shortest call.
    return built.min { lhs, rhs in
      let left = lhs.components(separatedBy: "<#").count
      let right = rhs.components(separatedBy: "<#").count
      return left != right ? left < right : lhs.count < rhs.count
    }
  }
}

/// The members of the class or struct of a qualified name (`Outer.Owner`).
package final class TypeDeclarationFinder: SyntaxVisitor {
  package let name: String
  package private(set) var members: [MemberBlockItemSyntax]?
  package private(set) var isStruct = false
  package private(set) var isMainActor = false
  private var scope: [String] = []

  package init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  private func enter(
    _ typeName: String, members block: MemberBlockSyntax, isStruct: Bool,
    attributes: AttributeListSyntax
  ) -> SyntaxVisitorContinueKind {
    scope.append(typeName)
    if members == nil, scope.joined(separator: ".") == name || scope == [name] {
      members = Array(block.members)
      self.isStruct = isStruct
      isMainActor = attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
      }
    }
    return .visitChildren
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, members: node.memberBlock, isStruct: false, attributes: node.attributes)
  }
  package override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, members: node.memberBlock, isStruct: true, attributes: node.attributes)
  }
  package override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  package override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }
  package override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
