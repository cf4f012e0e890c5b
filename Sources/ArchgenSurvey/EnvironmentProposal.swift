import ArchgenConfig
import ArchgenSyntax

/// Every environment the app really uses, put together as one `environment:` section: the most
/// used candidate gives the accessor; the injection styles the app uses beside it (a Factory or
/// Resolver container, TCA's `DependencyValues`, an injecting property wrapper, `resolve` calls on
/// a container passed around) add their names, wrappers and resolvers, so a hybrid app (a
/// Swinject global bridged into composable-architecture reducers that use `@Dependency`) gets both.
package struct EnvironmentProposal {
  /// Another style is proposed beside the best from this many files.
  package static let minimumFiles = 3
  /// `resolve` calls are proposed from this many files.
  package static let minimumResolvingFiles = 2

  package var best: EnvironmentCandidate?
  package var names: [String]
  package var propertyWrappers: [String] = []
  package var resolvers: [String] = []
  /// What replaces the environments proposed: the best one's and every one's beside it
  /// (`resetServices` of a `Services` global beside Factory).
  package var mutators: [String] = []
  /// `Current: 1,204 uses in 497 other files`, one line per style: the proposal's comments.
  package var evidence: [String] = []
  package var runnersUp: [EnvironmentCandidate]

  package init(candidates: [EnvironmentCandidate], injection: InjectionEvidence) {
    let injectionStyles: [EnvironmentDeclaration.Kind] = [.container, .resolver, .dependencyValues]
    var candidates = candidates
    let wrappers = injection.wrappers()
    // The container the app's own injecting wrapper resolves from (`Registry.main`) or the store
    // it reads by key path (`InjectedValues[keyPath]`): ranked by the files that use the wrapper,
    // beside the candidates found otherwise, when none of them is that container already.
    if let wrapper = wrappers.first, let container = wrapper.container,
      let root = EnvironmentSettings.rootName(of: container),
      !candidates.contains(where: { $0.names.contains(root) })
    {
      var own = EnvironmentCandidate(
        accessor: container, names: [root], files: wrapper.files,
        summary: "the container @\(wrapper.name) resolves from", file: "", line: 0, mutators: [],
        propertyWrappers: [], resolvers: [])
      own.uses = wrapper.properties
      candidates.insert(own, at: candidates.firstIndex { $0.files < own.files } ?? candidates.count)
    }
    // `Resolver.register { … }` by the app's module types: the library's container they fill.
    if let registered = RegisteredContainer(injection: injection).candidate(),
      !candidates.contains(where: { $0.names.contains(where: registered.names.contains) })
    {
      candidates.insert(
        registered,
        at: candidates.firstIndex { $0.files < registered.files } ?? candidates.count)
    }
    let best = candidates.first
    var beside = candidates.dropFirst().filter { other in
      injectionStyles.contains(other.kind) && other.kind != best?.kind
        && other.files >= Self.minimumFiles
    }
    // A DI library's app that also reads a global or a locator of its own from many files
    // (`Container.shared` and `var Services`): the most used one of its own too. Not a type
    // known only by its name and read through statics (`Environment.locale`, `Environment.type`:
    // settings of a Factory app), which nothing shows to hand out services.
    if let best, injectionStyles.contains(best.kind),
      let own = candidates.dropFirst().first(where: {
        !injectionStyles.contains($0.kind) && $0.kind != .staticMembers
      }),
      own.files >= LocatorEvidence.minimumFiles
    {
      beside.append(own)
    }
    // Two locators the app reads as locators from many files and folders (`PeraCoreManager
    // .shared.accounts` and `CoreAppConfiguration.shared?.api`): both are ways to its services.
    // Not a coordinator whose work files also call (`AppCoordinator.shared.showLogin()`).
    let byUse: [EnvironmentDeclaration.Kind] = [.singleton, .anyGlobal, .registry]
    if let best, byUse.contains(best.kind) {
      beside += candidates.dropFirst().filter { other in
        byUse.contains(other.kind) && other.readsOnlyServices
          && other.files >= LocatorEvidence.minimumFiles && !beside.contains(other)
      }
    }
    self.best = best
    runnersUp = Array(candidates.dropFirst().filter { !beside.contains($0) }.prefix(5))
    names = best?.names ?? [EnvironmentSettings().rootName]
    var wrapperNames = best?.propertyWrappers ?? []
    var resolverNames = best?.resolvers ?? []
    for other in beside {
      names += other.names.filter { !names.contains($0) }
      wrapperNames += other.propertyWrappers
      resolverNames += other.resolvers
    }
    wrapperNames += wrappers.map(\.name)
    if injection.resolvingFiles >= Self.minimumResolvingFiles { resolverNames.append("resolve") }
    mutators = Self.unique(([best].compactMap { $0 } + beside).flatMap(\.mutators))
    // `Dependencies.Dependency` is `Dependency` written with its module's name: one wrapper,
    // named as lint matches it either way.
    propertyWrappers = Self.unique(
      wrapperNames.map { TypeName.components($0).last ?? $0 })
    resolvers = Self.unique(resolverNames)
    evidence = ([best].compactMap { $0 } + beside).map { candidate in
      "\(candidate.accessor): \(candidate.uses) use(s) in \(candidate.files) other file(s)"
    }
    evidence += wrappers.map { "@\($0.name): \($0.properties) properties in \($0.files) file(s)" }
    if resolvers.contains("resolve"), injection.resolvingFiles > 0 {
      evidence.append("resolve(…) given a type or key path: in \(injection.resolvingFiles) file(s)")
    }
  }

  private static func unique(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
  }
}
