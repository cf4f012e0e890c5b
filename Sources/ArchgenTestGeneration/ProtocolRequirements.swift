import ArchgenSyntax
import SwiftSyntax

/// What a protocol the files declare requires, as a test's stub implements it: its members
/// written as a conforming class writes them, or why no stub can conform (an associated type, a
/// generic requirement, `Self`).
package struct ProtocolRequirements: Sendable, Equatable {
  /// One requirement: its declaration as a stub writes it, without a body, and its result type
  /// (nil for a property's or an initializer's, `Void` when the function returns nothing).
  package struct Member: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
      case function(result: String)
      case property(type: String, settable: Bool)
      case initializer
    }
    package var heading: String
    package var kind: Kind
  }

  /// The qualified name (`Profile.Loading` for a protocol nested in `Profile`).
  package var qualifiedName: String
  /// The protocols and constraints it inherits (`AnyObject`, `Sendable`, `ProfileLoading`).
  package var inherited: [String]
  package var members: [Member]
  /// Why no stub can conform, when one cannot.
  package var unstubbable: String?
  /// Declared `@MainActor`: its stub is isolated to the main actor too.
  package var isMainActor: Bool
  /// The modules its file imports: the stub's test file imports them too, for the types the
  /// requirements name (`Single<Shot>`).
  package var imports: [String] = []

  /// The protocols `tree` declares.
  package static func declared(in tree: SourceFileSyntax) -> [ProtocolRequirements] {
    let collector = ProtocolCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    let imports = tree.statements.compactMap {
      $0.item.as(ImportDeclSyntax.self)?.path.trimmedText
    }
    return collector.found.map {
      var declared = $0
      declared.imports = imports
      return declared
    }
  }

  init(_ node: ProtocolDeclSyntax, scope: [String]) {
    qualifiedName = (scope + [node.name.text]).joined(separator: ".")
    inherited =
      node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    isMainActor = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "MainActor"
    }
    members = []
    unstubbable = nil
    if node.primaryAssociatedTypeClause != nil || node.genericWhereClause != nil {
      unstubbable = "declares associated types"
    } else if node.attributes.contains(where: {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "objc"
    }) {
      unstubbable = "is an @objc protocol"
    }
    for item in node.memberBlock.members where unstubbable == nil {
      switch Self.member(item.decl) {
      case .success(let member?): members.append(member)
      case .success(nil): continue
      case .failure(let reason): unstubbable = reason.text
      }
    }
  }

  /// A reason as an error, so that a requirement's reading can fail with it.
  struct Reason: Error { var text: String }

  /// The requirement `decl` declares, nil for one a stub need not write (a type alias), or why
  /// no stub can implement it.
  private static func member(_ decl: DeclSyntax) -> Result<Member?, Reason> {
    if decl.is(AssociatedTypeDeclSyntax.self) {
      return .failure(Reason(text: "declares associated types"))
    }
    if decl.is(TypeAliasDeclSyntax.self) { return .success(nil) }
    let selfMentions = SelfMentions(viewMode: .sourceAccurate)
    selfMentions.walk(decl)
    if selfMentions.found {
      return .failure(Reason(text: "has a requirement naming `Self`"))
    }
    if let function = decl.as(FunctionDeclSyntax.self) {
      guard function.genericParameterClause == nil, function.genericWhereClause == nil,
        case .identifier = function.name.tokenKind
      else { return .failure(Reason(text: "has a generic or operator requirement")) }
      let result = function.signature.returnClause?.type.trimmedText ?? "Void"
      if result.hasPrefix("some ") {
        return .failure(Reason(text: "has a requirement returning an opaque type"))
      }
      let heading =
        staticPrefix(function.modifiers) + "func \(function.name.text)"
        + function.signature.with(\.returnClause, nil).trimmedText
        + (function.signature.returnClause.map { " " + $0.trimmedText } ?? "")
      return .success(Member(heading: heading, kind: .function(result: result)))
    }
    if let variable = decl.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let type = binding.typeAnnotation?.type.trimmedText,
      case .accessors(let accessors) = binding.accessorBlock?.accessors
    {
      guard accessors.allSatisfy({ $0.effectSpecifiers == nil }) else {
        return .failure(Reason(text: "has a property whose getter is async or throws"))
      }
      let settable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      let heading = staticPrefix(variable.modifiers) + "var \(binding.pattern.trimmedText)"
      return .success(
        Member(heading: heading, kind: .property(type: type, settable: settable)))
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      guard initializer.genericParameterClause == nil, initializer.genericWhereClause == nil
      else { return .failure(Reason(text: "has a generic requirement")) }
      let heading =
        "init" + (initializer.optionalMark?.text ?? "")
        + initializer.signature.trimmedText
      return .success(Member(heading: heading, kind: .initializer))
    }
    return .failure(Reason(text: "has a requirement a stub cannot write (a subscript)"))
  }

  /// `static ` for a static requirement; `mutating` and the like have no meaning in a class.
  private static func staticPrefix(_ modifiers: DeclModifierListSyntax) -> String {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) } ? "static " : ""
  }
}

/// Collects every protocol with the names of the types it is nested in.
private final class ProtocolCollector: SyntaxVisitor {
  var found: [ProtocolRequirements] = []
  private var scope: [String] = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(ProtocolRequirements(node, scope: scope))
    return .skipChildren
  }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedText)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Whether a declaration names `Self`, which a stub class cannot write as the protocol means it.
private final class SelfMentions: SyntaxVisitor {
  var found = false

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind == .keyword(.Self) { found = true }
    return .visitChildren
  }
}
