import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds what a file declares that could be the app's environment: global variables and shared
/// static instances of environment-like types, locators read through static members, Factory
/// containers, Resolver's registrations and TCA's `DependencyValues`; and the functions that could
/// replace one (static `set…`, global functions).
package final class EnvironmentDeclarationReader: SyntaxVisitor {
  struct Scope {
    var name: String
    var inherited: [String]
    var isExtension: Bool
    var node: Syntax
    /// `private extension X { … }`: its members are the file's own, like a private member.
    var isPrivate = false
  }

  private let source: ParsedSource
  private var scopes: [Scope] = []
  /// Inside a function, initialiser, accessor, closure or macro: locals, never declarations.
  private var bodyDepth = 0
  package private(set) var declarations: [EnvironmentDeclaration] = []
  package private(set) var staticSetters: [String: [String]] = [:]
  package private(set) var globalFunctions: [String] = []
  package private(set) var typeShapes: [String: MemberShape] = [:]
  package private(set) var staticServices: [String: [String: String]] = [:]
  /// Type → its static properties of value types (`static var baseURL: URL`): settings.
  package private(set) var staticValues: [String: Set<String>] = [:]
  /// Type → its statics that hand back a member of its own stored instance (`apiClient` →
  /// `shared.apiClient`).
  package private(set) var staticForwards: [String: [String: String]] = [:]
  /// Type → its static stored instances of itself, private or not (`shared`).
  var ownInstances: [String: Set<String>] = [:]

  package init(_ source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause, at: node.name)
  }
  package override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause, at: node.name)
  }
  package override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause, at: node.name)
  }
  package override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.inheritanceClause, at: node.name)
  }
  package override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
  /// A protocol's property requirements are what a value of it hands out (`var api: API { get }`
  /// is a service, not work): a global typed by the protocol reads them.
  package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard scopes.isEmpty, bodyDepth == 0 else { return .skipChildren }
    let owner = node.name.text
    for member in node.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self),
        !Self.isStatic(variable.modifiers)
      {
        for binding in variable.bindings {
          guard
            let name = (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier).map(
              IdentifierName.of)
          else { continue }
          let kind = MemberShape.kind(of: binding, in: owner, isRequirement: true)
          typeShapes[owner, default: MemberShape()].add(name, kind)
          if kind == .service, let type = Self.typeName(of: binding) {
            typeShapes[owner, default: MemberShape()].serviceTypes[name] = type
          }
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self),
        !Self.isStatic(function.modifiers)
      {
        typeShapes[owner, default: MemberShape()].methods.insert(function.name.text)
      }
    }
    return .skipChildren
  }

  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    let inherited = Self.names(node.inheritanceClause)
    scopes.append(
      Scope(
        name: name, inherited: inherited, isExtension: true, node: Syntax(node.extendedType),
        isPrivate: Self.isPrivate(node.modifiers)))
    if name == "Resolver", inherited.contains("ResolverRegistering") {
      add(
        .resolver, accessor: "Resolver", root: "Resolver", family: "Resolver",
        summary: "Resolver's registrations (extension Resolver: ResolverRegistering)", at: node)
    }
    if name == "DependencyValues", bodyDepth == 0 {
      add(
        .dependencyValues, accessor: "DependencyValues", root: "DependencyValues",
        family: "DependencyValues", summary: "TCA dependencies (extension DependencyValues)",
        at: node)
    }
    addDependencyKey(name, inherited, at: node)
    return .visitChildren
  }

  /// `extension TopicClient: DependencyKey`: a swift-dependencies key the app registers by its
  /// type (`@Dependency(TopicClient.self)`), with or without an `extension DependencyValues`; the
  /// app's dependencies are `DependencyValues` either way.
  private func addDependencyKey(
    _ name: String, _ inherited: [String], at node: some SyntaxProtocol
  ) {
    guard bodyDepth == 0, scopes.count == 1,
      inherited.contains(where: { ["DependencyKey", "TestDependencyKey"].contains($0) }),
      !declarations.contains(where: { $0.kind == .dependencyValues })
    else { return }
    add(
      .dependencyValues, accessor: "DependencyValues", root: "DependencyValues",
      family: "DependencyValues", summary: "TCA dependencies (keyed by type, such as \(name))",
      at: node)
    declarations[declarations.count - 1].isKeyedByType = true
  }
  package override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  private func enter(_ name: String, _ clause: InheritanceClauseSyntax?, at token: TokenSyntax)
    -> SyntaxVisitorContinueKind
  {
    let inherited = Self.names(clause)
    scopes.append(Scope(name: name, inherited: inherited, isExtension: false, node: Syntax(token)))
    addDependencyKey(name, inherited, at: token)
    if bodyDepth == 0, scopes.count == 1,
      inherited.contains(where: { ["SharedContainer", "ManagedContainer"].contains($0) })
    {
      add(
        .container, accessor: "\(name).shared", root: name, family: "Factory",
        summary: "Factory container \(name)", at: token)
    }
    return .visitChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if bodyDepth == 0 {
      if scopes.isEmpty {
        globalFunctions.append(IdentifierName.of(node.name))
      } else if Self.isStatic(node.modifiers), let owner = scopes.last?.name,
        Self.isSetter(node)
      {
        staticSetters[owner, default: []].append(IdentifierName.of(node.name))
      } else if scopes.count == 1, !Self.isStatic(node.modifiers), let owner = scopes.last?.name {
        typeShapes[owner, default: MemberShape()].methods.insert(IdentifierName.of(node.name))
        if let statements = node.body?.statements, statements.count == 1,
          let through = ForwardedMember.forwarded(handedBackBy: statements)
        {
          typeShapes[owner, default: MemberShape()].forwards[IdentifierName.of(node.name)] =
            through
        }
      } else if scopes.count == 1, let scope = scopes.last, Self.handsBackAnInstance(node, scope) {
        // `class func shared() -> Bootstrap { sharedBootstrap }`: a stored instance handed back
        // by a call; any name, proposed only if read as a locator (as `Bootstrap.shared`).
        add(
          .singleton, accessor: "\(scope.name).\(IdentifierName.of(node.name))", root: scope.name,
          family: nil,
          summary: "static func \(IdentifierName.of(node.name))() returning \(scope.name)",
          type: scope.name,
          at: node.name)
      }
    }
    bodyDepth += 1
    return .visitChildren
  }
  package override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }
  package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    deeper()
  }
  package override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }
  package override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { deeper() }
  package override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { deeper() }
  package override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }
  package override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    deeper()
  }
  package override func visitPost(_ node: MacroExpansionDeclSyntax) { bodyDepth -= 1 }
  package override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    deeper()
  }
  package override func visitPost(_ node: MacroExpansionExprSyntax) { bodyDepth -= 1 }

  private func deeper() -> SyntaxVisitorContinueKind {
    bodyDepth += 1
    return .visitChildren
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard bodyDepth == 0 else { return .visitChildren }
    if scopes.isEmpty {
      readGlobal(node)
    } else if let scope = scopes.last {
      readMember(node, of: scope)
      if scope.isExtension, scopes.count == 1, !Self.isStatic(node.modifiers),
        !Self.isPrivate(node.modifiers), !scope.isPrivate
      {
        readAddedAccessor(node)
      }
    }
    return .visitChildren
  }

  private func readGlobal(_ node: VariableDeclSyntax) {
    // A private global is one file's: no other file can read it (`underlyingCurrent`).
    guard !Self.isPrivate(node.modifiers) else { return }
    for binding in node.bindings {
      guard
        let name = (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier).map(
          IdentifierName.of),
        let type = Self.typeName(of: binding), !EnvironmentWords.isStandIn(name)
      else { continue }
      let summary = "global \(node.bindingSpecifier.text) \(name) of type \(type)"
      if EnvironmentWords.looksLikeEnvironment(type) {
        add(
          .global, accessor: name, root: name, family: nil, summary: summary, type: type,
          storage: Self.returnedChain(binding), at: binding)
      } else if type.first?.isUppercase ?? false, !type.contains("<"),
        !EnvironmentWords.valueTypes.contains(type)
      {
        // `var Biz: Business { AppDelegate.get().business }`: any name and type, stored or
        // computed; proposed only if read as a locator.
        add(
          .anyGlobal, accessor: name, root: name, family: nil, summary: summary, type: type,
          storage: Self.returnedChain(binding), at: binding)
      }
    }
  }

  private func readMember(_ node: VariableDeclSyntax, of scope: Scope) {
    // A nested type's accessor would need its outer names: only top-level types count. What a
    // nested type is made of is kept under its full name (`ConfigManager.General`), so a group
    // of settings a locator-like type hands out is known as one.
    guard scopes.count == 1 else {
      if !Self.isStatic(node.modifiers) {
        addShape(of: node, to: scopes.map(\.name).joined(separator: "."))
      }
      return
    }
    let owner = scope.name
    if scope.name == "Container", scope.isExtension {
      // Factory's own container, extended with the app's registrations.
      let registers = node.bindings.contains {
        $0.typeAnnotation?.type.trimmedDescription.hasPrefix("Factory<") ?? false
      }
      if registers, !declarations.contains(where: { $0.root == "Container" }) {
        add(
          .container, accessor: "Container.shared", root: "Container", family: "Factory",
          summary: "Factory's Container, extended with the app's factories", at: node)
      }
      // Swinject's `Container`, given a shared instance by the app (`static let shared =
      // Container()`), is read through it like any other.
      guard !registers, Self.isStatic(node.modifiers) else { return }
    }
    if !Self.isStatic(node.modifiers) {
      addShape(of: node, to: owner)
      return
    }
    // `private static let shared = Backend()`: an instance its statics may hand services of.
    for binding in node.bindings
    where [owner, "Self"].contains(Self.typeName(of: binding) ?? "") {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
        ownInstances[owner, default: []].insert(IdentifierName.of(name))
      }
    }
    guard !Self.isPrivate(node.modifiers), !scope.isPrivate,
      !scope.inherited.contains(where: EnvironmentWords.keyProtocols.contains),
      !EnvironmentWords.keyProtocols.contains(owner)
    else { return }
    for binding in node.bindings {
      guard
        let name = (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier).map(
          IdentifierName.of),
        !EnvironmentWords.isStandIn(name)
      else { continue }
      guard let type = Self.typeName(of: binding) else {
        // `static let shared = assembler.resolver`: a stored static whose type the code does not
        // name; a container only if other files resolve services from it (see the ranking).
        if let value = binding.initializer?.value, EnvironmentUseReader.chain(value) != nil {
          add(
            .sharedInstance, accessor: "\(scope.name).\(name)", root: scope.name, family: nil,
            summary: "static \(node.bindingSpecifier.text) \(name) in \(scope.name), resolved from",
            at: binding)
        }
        continue
      }
      guard !EnvironmentWords.valueTypes.contains(type) else {
        // `static var stsBaseURL: URL { … }`: a setting read through the type's name.
        staticValues[owner, default: []].insert(name)
        continue
      }
      let isInstance =
        type == owner || type == "Self" || EnvironmentWords.looksLikeEnvironment(type)
      if isInstance,
        EnvironmentWords.looksLikeEnvironment(owner)
          || EnvironmentWords.looksLikeEnvironment(type)
      {
        add(
          .sharedInstance, accessor: "\(scope.name).\(name)", root: scope.name, family: nil,
          summary: "static \(node.bindingSpecifier.text) \(name) of type \(type) in \(scope.name)",
          type: type, storage: Self.returnedChain(binding, bare: true), at: binding)
      } else if type == owner || type == "Self" || Self.madeTypeName(of: binding) == owner {
        // `static let shared = App()`: any name; proposed only if read as a locator. Typed by a
        // protocol it conforms to (`static let shared: AppProviding = App()`), it is still the
        // type's own instance, read through the protocol's members.
        add(
          .singleton, accessor: "\(scope.name).\(name)", root: scope.name, family: nil,
          summary: "static \(node.bindingSpecifier.text) \(name) of type \(type) in \(scope.name)",
          type: type, storage: Self.returnedChain(binding, bare: true), at: binding)
      } else if !isInstance, EnvironmentWords.looksLikeEnvironment(owner),
        !declarations.contains(where: { $0.kind == .staticMembers && $0.root == scope.name })
      {
        // `ServiceLocator.self`: a Builder's `let environment = ServiceLocator.self` compiles and
        // reads `environment.stores`; a bare type name would not.
        add(
          .staticMembers, accessor: "\(scope.name).self", root: scope.name, family: nil,
          summary: "\(scope.name), read through static members such as \(name)", at: scope.node)
      }
      let forwarded = forwardedInstanceMember(binding, of: owner)
      if let forwarded { staticForwards[owner, default: [:]][name] = forwarded }
      if !isInstance, !EnvironmentWords.looksLikeEnvironment(owner),
        owner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        MemberShape.kind(of: binding, in: owner, isRequirement: forwarded != nil) == .service,
        !MemberShape.isComputed(binding) || forwarded != nil,
        !Self.isMadeWithALiteral(binding), !Self.isNestedTypeMade(binding)
      {
        // `static let feed = FeedRepository()`: a registry's service, whatever its name;
        // proposed only if read from many files and layers.
        if staticServices[owner] == nil {
          add(
            .registry, accessor: "\(owner).self", root: owner, family: "registry",
            summary: "\(owner), read through static services such as \(name)", at: scope.node)
        }
        staticServices[owner, default: [:]][name] = type
      }
    }
  }

  /// An instance property of `owner`: a service it hands out, work or a setting.
  private func addShape(of node: VariableDeclSyntax, to owner: String) {
    for binding in node.bindings {
      guard
        let name = (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier).map(
          IdentifierName.of)
      else { continue }
      // `@UserDefault(key: "id", defaultValue: 0) var id: LibraryID`: a setting it persists.
      let kind =
        StoredSettingAttribute.keepsASetting(node.attributes)
        ? .value : MemberShape.kind(of: binding, in: owner)
      typeShapes[owner, default: MemberShape()].add(name, kind)
      if kind == .service, let type = Self.typeName(of: binding) {
        typeShapes[owner, default: MemberShape()].serviceTypes[name] = type
      }
      if [.service, .value].contains(kind), Self.isPrivate(node.modifiers) {
        typeShapes[owner, default: MemberShape()].privateMembers.insert(name)
      }
      if kind == .value, node.bindingSpecifier.tokenKind == .keyword(.var) {
        typeShapes[owner, default: MemberShape()].changeableValues.insert(name)
      }
      if let through = ForwardedMember.forwarded(by: binding) {
        typeShapes[owner, default: MemberShape()].forwards[name] = through
      }
    }
  }

  func add(
    _ kind: EnvironmentDeclaration.Kind, accessor: String, root: String, family: String?,
    summary: String, type: String? = nil, storage: String? = nil, at node: some SyntaxProtocol
  ) {
    let (line, _) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    declarations.append(
      .init(
        kind: kind, accessor: accessor, root: root, summary: summary, type: type, line: line,
        family: family, storage: storage))
  }
}
