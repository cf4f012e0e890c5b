import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Reads one file's imports and the architecture types it names and declares; `read` adds what
/// the environment readers find.
package final class ProjectFactsReader: SyntaxVisitor {
  /// Architecture types whose modules `init` looks for.
  package static let watchedTypes: Set<String> = ["FeedbackSystem", "StoreVerification"]
  /// The modules only build manifests import.
  package static let manifestModules: Set<String> = ["ProjectDescription", "PackageDescription"]

  package private(set) var facts: ProjectFacts
  /// Where each type the file declares starts, first declaration first.
  private var typePositions: [String: AbsolutePosition] = [:]

  package init(path: String, isTest: Bool, isAside: Bool) {
    facts = ProjectFacts(path: path, isTest: isTest, isAside: isAside)
    super.init(viewMode: .sourceAccurate)
  }

  /// Everything `init` wants from one file. Environment candidates and uses come only from the
  /// app's own code, never from tests, samples or previews (`isAside`).
  package static func read(_ source: ParsedSource, isTest: Bool, isAside: Bool) -> ProjectFacts {
    let reader = ProjectFactsReader(path: source.path, isTest: isTest, isAside: isAside)
    reader.walk(source.tree)
    var facts = reader.facts
    facts.typeLines = reader.typePositions.mapValues { source.location(of: $0).line }
    // A build manifest (Tuist's `Project.swift` and its helpers, `Package.swift`) describes the
    // project; its globals (`let env = ProjectEnvironment(…)`) are never the app's environment.
    if facts.imports.contains(where: { Self.manifestModules.contains($0.module) }) {
      facts.isAside = true
    }
    // A script beside the app (a code generator's `let environment = Environment(loader: …)`)
    // is run on its own: its constants are its locals, never the app's environment.
    if ScriptFile.isScript(source.tree, path: source.path) { facts.isAside = true }
    guard !isTest, !facts.isAside else { return facts }
    let declarations = EnvironmentDeclarationReader(source)
    declarations.walk(source.tree)
    facts.declarations = declarations.declarations
    facts.staticSetters = declarations.staticSetters
    facts.globalFunctions = declarations.globalFunctions
    let uses = EnvironmentUseReader()
    uses.walk(source.tree)
    facts.usedNames = uses.usedNames
    facts.useCounts = uses.useCounts
    facts.memberChains = uses.memberChains
    facts.chainReadsOn = uses.chainReadsOn
    facts.chainCalls = uses.chainCalls
    facts.memberReads = uses.memberReads
    facts.memberCalls = uses.memberCalls
    facts.castTypes = uses.castTypes
    let handed = HandedTypeReader()
    handed.walk(source.tree)
    facts.madeTypes = handed.made
    facts.takenTypes = handed.taken
    facts.typeShapes = declarations.typeShapes
    facts.staticServices = declarations.staticServices
    facts.staticValues = declarations.staticValues
    facts.staticForwards = declarations.staticForwards
    let injection = InjectionWrapperReader()
    injection.read(source.tree)
    facts.wrappedProperties = injection.properties
    facts.declaredWrappers = injection.declaredWrappers
    facts.wrapperSources = injection.wrapperSources
    facts.builderAttributes = injection.builderAttributes
    facts.wrappers = uses.wrappers
    facts.callsResolve = uses.callsResolve
    facts.resolveBases = uses.resolveBases
    facts.resolvesOffChain = uses.resolvesOffChain
    facts.calledMethods = uses.calledMethods
    let store = StoreAccessReader()
    store.walk(source.tree)
    facts.lookups = store.lookups
    facts.registrations = store.registrations
    facts.assignments = store.assignments
    facts.handOns = store.handOns
    facts.fills = store.fills
    facts.delegations = store.delegations
    let registering = RegistrationCallReader()
    registering.walk(source.tree)
    facts.registrationCalls = registering.calls
    let keyCalls = ServiceKeyCallReader()
    keyCalls.walk(source.tree)
    facts.keyCalls = keyCalls.calls
    let registered = RegisteredKeyReader()
    registered.walk(source.tree)
    facts.registeredKeys = registered.keys
    let keyPaths = KeyPathAttributeReader()
    keyPaths.walk(source.tree)
    facts.keyPathAttributes = keyPaths.keys
    return facts
  }

  package override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text {
      let testable = node.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
      }
      facts.imports.append(.init(module: module, isTestable: testable))
    }
    return .skipChildren
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
      facts.superclasses[node.name.text] = first
    }
    return declare(node.name)
  }
  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    facts.declaredStructs.insert(node.name.text)
    return declare(node.name)
  }
  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.memberBlock.members.contains(where: { $0.decl.is(EnumCaseDeclSyntax.self) }) {
      facts.enumsWithCases.insert(node.name.text)
    }
    return declare(node.name)
  }
  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name)
  }
  package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name)
  }

  private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
    facts.declaredTypes.insert(name.text)
    if typePositions[name.text] == nil {
      typePositions[name.text] = name.positionAfterSkippingLeadingTrivia
    }
    return .visitChildren
  }

  package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.watchedTypes.contains(node.baseName.text) {
      facts.mentionedTypes.insert(node.baseName.text)
    }
    return .visitChildren
  }

  package override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if Self.watchedTypes.contains(node.name.text) { facts.mentionedTypes.insert(node.name.text) }
    return .visitChildren
  }
}
