/// Ranks what the app's files declare as a possible environment by how many of its files use it,
/// the way a developer reading the app would: the most used global, shared instance, locator or
/// container family first.
package struct EnvironmentRanking {
  /// Global functions named `prefix + name` replace the environment `name` (`withCurrent`).
  package static let mutatorPrefixes = ["set", "with", "reset", "replace", "override"]

  package var facts: [ProjectFacts]
  /// Classes the app declares in Objective-C headers, with where (see `ObjectiveCInterfaces`).
  package var objectiveCTypes: [String: (path: String, line: Int)] = [:]

  /// Every candidate some other file uses, best first.
  package func candidates() -> [EnvironmentCandidate] {
    let app = facts.filter { !$0.isTest && !$0.isAside }
    var groups: [String: [(file: String, declaration: EnvironmentDeclaration)]] = [:]
    var order: [String] = []
    // A container's own `static let shared` belongs to its family.
    var families: [String: String] = [:]
    for file in app {
      for declaration in file.declarations {
        if let family = declaration.family { families[declaration.root] = family }
      }
    }
    let values = app.reduce(into: Set<String>()) { $0.formUnion($1.enumsWithCases) }
    // Keys registered by type stand for `DependencyValues` only in an app that never extends it.
    let extendsDependencyValues = app.contains { file in
      file.declarations.contains { $0.kind == .dependencyValues && !$0.isKeyedByType }
    }
    let declared =
      app.map { file in
        (
          path: file.path,
          declarations: file.declarations.filter { !($0.isKeyedByType && extendsDependencyValues) }
        )
      } + objectiveCInstances(in: app) + castInstances(in: app)
    let declaringFiles = declared.reduce(into: [String: Set<String>]()) { found, file in
      for declaration in file.declarations {
        found[declaration.root, default: []].insert(file.path)
      }
    }
    let locators = LocatorEvidence(
      app: app, objectiveC: Set(objectiveCTypes.keys).union(libraryTypes(in: app)))
    let passed = PassedContainerEvidence(app: app)
    let functions = LocatorFunctions(app: app)
    let oneConcern = OneConcern(app: app)
    let hierarchy = LocatorHierarchy(app: app)
    // `appDelegate`, whose type forwards `AmperKit.shared`'s services, is a way to it.
    let ways = LocatorWays(app: app)
    let roots = RootResolvedContainers(app: app)
    // A hierarchy one of whose classes is read as a locator is one: each class of it other files
    // read through its shared instance is a way to it (`AppContext.shared` beside
    // `MainAppContext.shared`).
    let locatorHierarchies = Set(
      app.flatMap { file in
        file.declarations.compactMap { declaration -> String? in
          guard let top = hierarchy.top(of: declaration),
            locators.isLocator(declaration, declaring: declaringFiles[declaration.root] ?? [])
          else { return nil }
          return top
        }
      })
    for file in declared {
      for declaration in file.declarations where !isValue(declaration, values, in: app) {
        // A way to a locator is judged, and ranked, with the locator it forwards.
        let locator = ways.locator(reachedBy: declaration)
        let judged = locator ?? declaration
        let declaring = declaringFiles[judged.root] ?? []
        if let top = hierarchy.top(of: declaration), locatorHierarchies.contains(top) {
          guard
            app.contains(where: {
              !declaring.contains($0.path) && $0.memberChains[declaration.accessor] != nil
            })
          else { continue }
        } else if [.singleton, .anyGlobal, .registry].contains(judged.kind),
          !locators.isLocator(judged, declaring: declaring, through: ways.ways(to: judged))
        {
          continue
        }
        // `static var container = Container()` that other files only hand whole to an initialiser
        // (`AppFlow(container: AppDelegate.container)`), never reading through it: the root
        // passing a container down by hand, not an environment read where it is needed.
        if declaration.kind == .sharedInstance, passed.isOnlyHandedDown(declaration, declaring) {
          continue
        }
        // `static let shared = DiscogsAPIEntityResolver()` of a type that keeps its properties to
        // itself and works in methods: one concern, however it is named (see `OneConcern`).
        if declaration.kind == .sharedInstance, oneConcern.isOneConcern(declaration) {
          continue
        }
        // A static of a type the code does not name is a container when other files resolve
        // services from it by type (`Container.shared.resolve(Feed.self)`), else nothing.
        if declaration.kind == .sharedInstance, declaration.type == nil,
          app.filter({
            !declaring.contains($0.path) && $0.resolveBases.contains(declaration.accessor)
          }).count < EnvironmentProposal.minimumResolvingFiles
        {
          continue
        }
        // `Dependencies.storageKey` of a `Dependencies` the app makes and passes to initialisers.
        if declaration.kind == .staticMembers,
          passed.isHandedOn(declaration.root, declaring: declaring)
        {
          continue
        }
        // A class of a locator hierarchy is ranked with the hierarchy, even when its type's
        // statics are also a registry's (`AppContextCommon.appVersion`).
        let key =
          hierarchy.top(of: judged) ?? judged.family ?? families[judged.root] ?? judged.root
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append((file.path, declaration))
      }
    }
    let ranked = order.compactMap { key -> (EnvironmentCandidate, EnvironmentDeclaration.Kind)? in
      let members = groups[key]!
      let names = Set(members.map(\.declaration.root)).sorted()
      let declaring = Set(members.map(\.file))
      let users = app.filter { !declaring.contains($0.path) }
      let family = members.lazy.compactMap(\.declaration.family).first
      // `@InjectedObservable(\.player)`: a wrapper given the family's keys reads it too.
      let keyPaths = KeyPathWrappers(app: app, family: family)
      // A locator known by its use is ranked by the files that read it as one (its services, a
      // container behind it), not by every file that names it (a coordinator's navigation).
      let byUse = members.allSatisfy {
        [.singleton, .anyGlobal, .registry].contains($0.declaration.kind)
      }
      let files =
        byUse
        ? members.reduce(into: Set<String>()) { found, member in
          found.formUnion(
            locators.readers(
              member.declaration, declaring: declaringFiles[member.declaration.root] ?? [],
              through: ways.ways(to: member.declaration)))
        }.count
        : users.filter { file in
          // A file that names the type only to make it (`NetworkingConfiguration()`, a start-up
          // step) reads nothing through it.
          let read = names.filter {
            file.usedNames.contains($0)
              && !(file.madeTypes.contains($0) && (file.memberReads[$0] ?? []).isEmpty)
          }
          return !read.isEmpty || keyPaths.isRead(by: file)
        }.count
      // One no other file uses is no environment, unless it is a global of an environment type
      // (`var Current = World()` in a new app): that is what archgen tells teams to write.
      guard files > 0 || members.contains(where: { $0.declaration.kind == .global }) else {
        return nil
      }
      // `ShareContainer.shared.container.resolve(ShareFlow.self)` in an extension's first screen
      // alone: a composition root's container (see `RootResolvedContainers`).
      let readers = users.filter { file in names.contains(where: file.usedNames.contains) }
      if readers.count == 1, !members.contains(where: { $0.declaration.kind == .global }),
        names.contains(where: { roots.isRoot($0, of: readers[0]) })
      {
        return nil
      }
      // `SettingsAssembler.assemble(…)` makes a screen: a type whose statics other files only
      // call is a factory, not an environment read through its statics.
      if members.allSatisfy({ $0.declaration.kind == .staticMembers }),
        !users.contains(where: { file in
          names.contains {
            !(file.memberReads[$0] ?? []).subtracting(file.memberCalls[$0] ?? []).isEmpty
          }
        })
      {
        return nil
      }
      let uses = { (name: String) in users.filter { $0.usedNames.contains(name) }.count }
      // The accessor callers write: `X.shared` read by every caller, not the `X.instance` it
      // unwraps.
      let callers = { (accessor: String) in
        users.filter { $0.memberChains[accessor] != nil }.count
      }
      // A locator and the ways to it: the one more files write (`appDelegate`, not the
      // `AmperKit.shared` it forwards).
      let byWay = members.contains { ways.locator(reachedBy: $0.declaration) != nil }
      let rank = { (declaration: EnvironmentDeclaration) in
        (
          byWay ? -uses(declaration.root) : 0, declaration.kind, -uses(declaration.root),
          -callers(declaration.accessor)
        )
      }
      let best = members.min { lhs, rhs in
        let (left, right) = (rank(lhs.declaration), rank(rhs.declaration))
        if left != right { return left < right }
        return (lhs.file, lhs.declaration.line) < (rhs.file, rhs.declaration.line)
      }!
      let summary =
        names.count > 1
        ? "\(names.count) \(family == "Factory" ? "Factory containers" : "names")"
        : best.declaration.summary
      let count = users.reduce(0) { total, file in
        total + names.reduce(0) { $0 + (file.useCounts[$1] ?? 0) }
      }
      // `AppAssembly.shared.assembler.resolver`: the container callers resolve from, when the
      // singleton is read for nothing else.
      let declaringBest = declaringFiles[best.declaration.root] ?? []
      let accessor =
        locators.readsServices(best.declaration, declaring: declaringBest)
        ? nil : locators.resolvingChain(best.declaration, declaring: declaringBest)
      let keyFunctions = ServiceKeyFunctions(app: app, family: family, names: names)
      var candidate = EnvironmentCandidate(
        accessor: accessor ?? typeAccessor(best.declaration, members.map(\.declaration), users)
          ?? best.declaration.accessor, names: names, files: files, summary: summary,
        file: best.file, line: best.declaration.line,
        mutators: Set(
          mutators(of: names, in: app)
            + members.flatMap { functions.mutators(of: $0.declaration) } + keyFunctions.mutators
        ).sorted(),
        propertyWrappers: wrappers(of: family, in: app).union(keyPaths.wrappers).sorted(),
        resolvers: Set(resolvers(of: best.declaration, in: app))
          .union(functions.resolvers(of: best.declaration)).union(keyFunctions.resolvers).sorted())
      candidate.uses = count
      candidate.kind = best.declaration.kind
      candidate.readsOnlyServices =
        byUse
        && members.allSatisfy { member in
          locators.readsOnlyServices(
            member.declaration, declaring: declaringFiles[member.declaration.root] ?? [],
            through: ways.ways(to: member.declaration))
        }
      return (candidate, best.declaration.kind)
    }
    return ranked.sorted { lhs, rhs in
      (lhs.0.files, rhs.1, rhs.0.file, rhs.0.line) > (rhs.0.files, lhs.1, lhs.0.file, lhs.0.line)
    }.map(\.0)
  }

  /// `DIContainer.self` when callers read the type's statics (`DIContainer.resolve(for:)`) in
  /// more files than its shared instance (`DIContainer.instance`): what a Builder's `let
  /// environment = …` must name for `environment.resolve(for:)` to compile.
  private func typeAccessor(
    _ best: EnvironmentDeclaration, _ members: [EnvironmentDeclaration], _ users: [ProjectFacts]
  ) -> String? {
    guard [.sharedInstance, .singleton].contains(best.kind) else { return nil }
    let instances = Set(members.map { String($0.accessor.split(separator: ".").last ?? "") })
    let statics = users.filter { file in
      !(file.memberReads[best.root] ?? []).subtracting(instances).isEmpty
    }
    let throughInstance = users.filter { file in
      members.contains { file.memberChains[$0.accessor] != nil }
    }
    return statics.count > throughInstance.count ? "\(best.root).self" : nil
  }

  /// A property of an enum with cases (`static var current: BuildEnvironment`) is a value.
  private func isValue(
    _ declaration: EnvironmentDeclaration, _ values: Set<String>, in app: [ProjectFacts]
  ) -> Bool {
    // `AppEnvironment.self` read through static members of an enum with cases is a value too.
    if [.staticMembers, .registry].contains(declaration.kind) {
      return values.contains(declaration.root) || readsOnlySettings(declaration.root, in: app)
        || (declaration.kind == .registry && holdsMostlyValues(declaration.root, in: app))
    }
    guard [.global, .sharedInstance, .singleton, .anyGlobal].contains(declaration.kind) else {
      return false
    }
    // `Environment.current` of a `struct Environment { let baseURL: String; … }`: settings.
    if declaration.kind != .global, MemberShape.holdsOnlySettings(declaration.root, in: app) {
      return true
    }
    let type = declaration.type == "Self" ? declaration.root : declaration.type
    return type.map(values.contains) ?? false
  }

  /// `AppEnvironment.stsBaseURL`, `AppEnvironment.privacyPolicyURL`: a type whose statics the
  /// app reads are all values (URLs, strings, flags) is configuration, however it is named.
  private func readsOnlySettings(_ type: String, in app: [ProjectFacts]) -> Bool {
    let settings = app.reduce(into: Set<String>()) { $0.formUnion($1.staticValues[type] ?? []) }
    let read = app.reduce(into: Set<String>()) { found, file in
      found.formUnion((file.memberReads[type] ?? []).subtracting(file.memberCalls[type] ?? []))
    }.subtracting(["self", "init"])
    return !read.isEmpty && read.isSubset(of: settings)
  }

  /// `GlobalStruct.showCW`, `.maxChars`, `.accessToken` … beside a few objects (`newClient`,
  /// `audioPlayer`): a type whose statics are mostly values is the app's settings and state, not
  /// a registry of services, however many files read the objects among them.
  private func holdsMostlyValues(_ type: String, in app: [ProjectFacts]) -> Bool {
    let values = app.reduce(0) { $0 + ($1.staticValues[type]?.count ?? 0) }
    let services = app.reduce(0) { $0 + ($1.staticServices[type]?.count ?? 0) }
    return values > services
  }

  private func mutators(of names: [String], in app: [ProjectFacts]) -> [String] {
    var found = Set<String>()
    // Registrations through its name from several files (screens registering their models as
    // they open, modules at launch); one file's is a set-up step, as a container one file
    // resolves from is a composition root's.
    var registering: [String: Int] = [:]
    for file in app {
      for method in Set(names.flatMap { file.registrationCalls[$0] ?? [] }) {
        registering[method, default: 0] += 1
      }
    }
    found.formUnion(
      registering.filter { $0.value >= EnvironmentProposal.minimumResolvingFiles }.keys)
    for file in app {
      for name in names { found.formUnion(file.staticSetters[name] ?? []) }
      for function in file.globalFunctions
      where Self.mutatorPrefixes.contains(where: { prefix in
        names.contains { prefix + $0 == function }
      }) {
        found.insert(function)
      }
    }
    return found.sorted()
  }

  private func wrappers(of family: String?, in app: [ProjectFacts]) -> Set<String> {
    let known: Set<String>
    switch family {
    case "Factory", "Resolver": known = EnvironmentWords.factoryWrappers
    case "DependencyValues": known = EnvironmentWords.dependencyWrappers
    default: return []
    }
    return app.reduce(into: Set<String>()) { $0.formUnion($1.wrappers.intersection(known)) }
  }

  private func resolvers(of declaration: EnvironmentDeclaration, in app: [ProjectFacts])
    -> [String]
  {
    let isContainer =
      ["Factory", "Resolver"].contains(declaration.family ?? "")
      || ["Container", "Resolver", "Assembler"].contains(
        declaration.type.map(EnvironmentWords.lastWord) ?? "")
    let roots = RootResolvedContainers(app: app)
    return isContainer && app.contains(where: { $0.callsResolve && !roots.resolvesOnlyAtARoot($0) })
      ? ["resolve"] : []
  }
}
