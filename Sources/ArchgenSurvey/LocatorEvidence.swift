import Foundation

/// Whether a type's static instance of itself, whatever its name (`App.shared`, `Core.shared`),
/// a global of any type (`var Biz: Business { … }`) or a type whose statics are services
/// (`Repositories.feed`), is the app's locator, judged by how the app uses it: many files in many
/// folders read services through it (`Core.shared.api`, `Core.shared.store`), and the type is made
/// of the services it hands out rather than of its own work (a `PlaybackManager.shared.play()` is
/// one concern); or many files in many folders resolve from a container reached through it
/// (`AppAssembly.shared.assembler.resolver.resolve(Feed.self)`), whatever the chain's names.
package struct LocatorEvidence {
  /// Files, other than the declaring ones, that read a service through the instance.
  package static let minimumFiles = 5
  /// Distinct services (its properties of other types) read through it: a locator hands out
  /// several.
  package static let minimumMembers = 3
  /// Folders those files are in: a locator is read from many layers, not from one.
  package static let minimumFolders = 3

  package var app: [ProjectFacts]
  /// Classes declared in Objective-C that no Swift file declares: judged by how files use them.
  package var objectiveC: Set<String> = []

  /// Whether `declaration` (a `.singleton`, an `.anyGlobal` or a `.registry`) is read as a
  /// locator, other than from `declaring`.
  /// What files read through `ways` (accessors over it, see `LocatorWays`) they read from it.
  package func isLocator(
    _ declaration: EnvironmentDeclaration, declaring: Set<String>,
    through ways: [LocatorWays.Way] = []
  ) -> Bool {
    resolvingChain(declaration, declaring: declaring) != nil
      || readsServices(declaration, declaring: declaring, through: ways)
      || isSpread(containerReaders(declaration, declaring: declaring))
      || makesFromServices(declaration, declaring: declaring)
  }

  /// Whether many files and folders call, through it, several of its functions that hand the
  /// services it keeps to what they make (`Screens.shared.makeHome(for:)`, which builds
  /// `HomeCoordinator(context: context)`): a factory that keeps the app's services is how callers
  /// reach them, though it hands out what it makes, not the services.
  private func makesFromServices(_ declaration: EnvironmentDeclaration, declaring: Set<String>)
    -> Bool
  {
    let found = makerReaders(declaration, declaring: declaring)
    return isSpread(found.readers) && found.makers >= Self.minimumMembers
  }

  /// The files that call, through it, a function of its type that hands one of its services to
  /// a call, and how many such functions they call.
  private func makerReaders(_ declaration: EnvironmentDeclaration, declaring: Set<String>)
    -> (readers: [ProjectFacts], makers: Int)
  {
    guard declaration.kind == .singleton else { return ([], 0) }
    let services = MemberShape.of(declaration.root, in: app).services
    let makers = app.reduce(into: Set<String>()) { found, file in
      for (method, handed) in file.handOns[declaration.root] ?? [:]
      where !handed.isDisjoint(with: services) {
        found.insert(method)
      }
    }
    let others = app.filter { !declaring.contains($0.path) }
    let readers = others.filter { !Self.read($0, through: declaration).isDisjoint(with: makers) }
    let called = readers.reduce(into: Set<String>()) {
      $0.formUnion(Self.read($1, through: declaration).intersection(makers))
    }
    return (readers, called.count)
  }

  /// The files that read it as a locator: a service through it, or a container behind it. What
  /// it is ranked by, so a coordinator named in many files for its navigation (`AppCoordinator
  /// .shared.showLogin()`) is not taken for more than the services it hands out.
  package func readers(
    _ declaration: EnvironmentDeclaration, declaring: Set<String>,
    through ways: [LocatorWays.Way] = []
  ) -> Set<String> {
    let services = serviceReaders(declaration, declaring: declaring, through: ways).readers.map(
      \.path)
    let resolving = resolveReaders(declaration, declaring: declaring).map(\.path)
    let containers = containerReaders(declaration, declaring: declaring).map(\.path)
    let making =
      makesFromServices(declaration, declaring: declaring)
      ? makerReaders(declaration, declaring: declaring).readers.map(\.path) : []
    return Set(services + resolving + containers + making)
  }

  /// The files that reach, through it, a container the app pulls its services from: a service of
  /// a type that looks entries up in its store (`Bootstrap.shared().registry`, whose
  /// `service(of:)` returns `services[id]`), whatever the names.
  private func containerReaders(_ declaration: EnvironmentDeclaration, declaring: Set<String>)
    -> [ProjectFacts]
  {
    guard [.singleton, .anyGlobal].contains(declaration.kind) else { return [] }
    let isGlobal = declaration.kind == .anyGlobal
    let shape = MemberShape.of(
      isGlobal ? declaration.type ?? declaration.root : declaration.root, in: app)
    let lookingUp = app.reduce(into: Set<String>()) { $0.formUnion($1.lookups.keys) }
    let containers = Set(shape.serviceTypes.filter { lookingUp.contains($0.value) }.keys)
    guard !containers.isEmpty else { return [] }
    return app.filter { file in
      let read =
        isGlobal
        ? file.memberReads[declaration.root] ?? [] : file.memberChains[declaration.accessor] ?? []
      return !declaring.contains(file.path) && !read.isDisjoint(with: containers)
    }
  }

  /// Whether many files and folders read several of the services it hands out through it, more
  /// of them than of its work; or, of a type the app declares in Swift (whose services are its
  /// stored properties, not guessed from what callers read on), more files read it for its
  /// services than call its work: what the app reads it for, however many functions it has
  /// (`Session.shared.directory`, `.outbox`, `.roster` in six files beside `signOut()` and four
  /// more functions, called from four).
  package func readsServices(
    _ declaration: EnvironmentDeclaration, declaring: Set<String>,
    through ways: [LocatorWays.Way] = []
  ) -> Bool {
    let found = serviceReaders(declaration, declaring: declaring, through: ways)
    return isSpread(found.spread) && found.services >= Self.minimumMembers
      && (found.services > found.work
        || (found.isDeclared && found.readers.count > found.workers))
  }

  /// Whether it is read as a locator and for nothing else: other files read its services through
  /// it and never its work (`CoreAppConfiguration.shared?.analytics`, not a coordinator's
  /// `AppCoordinator.shared.showLogin()`).
  package func readsOnlyServices(
    _ declaration: EnvironmentDeclaration, declaring: Set<String>,
    through ways: [LocatorWays.Way] = []
  ) -> Bool {
    readsServices(declaration, declaring: declaring, through: ways)
      && serviceReaders(declaration, declaring: declaring, through: ways).work == 0
  }

  /// The files that read a service through it, the files its spread is judged by (a registry's
  /// readers of its services; a singleton's or a global's readers of any member), how many
  /// distinct services they read, how many members that are work (methods, computed properties)
  /// they read through it, how many files read such work, and whether the app declares the type
  /// in Swift.
  private func serviceReaders(
    _ declaration: EnvironmentDeclaration, declaring: Set<String>, through ways: [LocatorWays.Way]
  ) -> (
    readers: [ProjectFacts], spread: [ProjectFacts], services: Int, work: Int, workers: Int,
    isDeclared: Bool
  ) {
    let services: Set<String>
    var work: Set<String> = []
    var isDeclared = true
    let read: (ProjectFacts) -> Set<String>
    switch declaration.kind {
    case .registry:
      // `Repositories.feed`: static properties of the app's own types, read through its name;
      // not presets of a struct (`ButtonStyles.primary: ButtonModel`), values each reader copies.
      let own = app.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
        .subtracting(app.reduce(into: Set<String>()) { $0.formUnion($1.declaredStructs) })
      services = Set(
        app.flatMap { file in
          (file.staticServices[declaration.root] ?? [:]).filter { own.contains($0.value) }.keys
        })
      read = { $0.memberReads[declaration.root] ?? [] }
    case .anyGlobal, .singleton:
      // A singleton's services are read through its instance (`Core.shared.api`); a global's
      // through its name (`Biz.api`), whether it is stored or computed.
      let isGlobal = declaration.kind == .anyGlobal
      let type = isGlobal ? declaration.type ?? declaration.root : declaration.root
      if !objectiveC.contains(type) || app.contains(where: { $0.declaredTypes.contains(type) }) {
        let shape = MemberShape.of(type, in: app)
        services = shape.services
        work = shape.methods
      } else {
        // A class no Swift file declares (Objective-C's): what it hands out is what files read
        // on through it (`VLCAppCoordinator.sharedInstance().mediaLibraryService.medialib`), its
        // work what they call (`PlaybackService.sharedInstance().play()`).
        let accessor = declaration.accessor
        isDeclared = false
        services = app.reduce(into: Set<String>()) { $0.formUnion($1.chainReadsOn[accessor] ?? []) }
        work = app.reduce(into: Set<String>()) { $0.formUnion($1.chainCalls[accessor] ?? []) }
      }
      read = { file in
        ways.reduce(into: Self.read(file, through: declaration)) { found, way in
          found.formUnion(Self.read(file, through: way.declaration).compactMap { way.members[$0] })
        }
      }
    default:
      return ([], [], 0, 0, 0, false)
    }
    let others = app.filter { !declaring.contains($0.path) }
    let members = others.reduce(into: Set<String>()) { $0.formUnion(read($1)) }
    let readers = others.filter { !read($0).isDisjoint(with: services) }
    let workers = others.filter { !read($0).isDisjoint(with: work) }.count
    let spread = declaration.kind == .registry ? readers : others.filter { !read($0).isEmpty }
    return (
      readers, spread, members.intersection(services).count, members.intersection(work).count,
      workers, isDeclared
    )
  }

  /// The chain most files resolve from when a container is reached through `declaration`
  /// (`AppAssembly.shared.assembler.resolver`) from many files and folders; nil otherwise.
  package func resolvingChain(_ declaration: EnvironmentDeclaration, declaring: Set<String>)
    -> String?
  {
    // Resolving services by type is what a container is for: a static other files resolve from
    // is one from as few files as any container is (`AppDelegate.shared?.injection.resolve(
    // Feed.self)` by the router and a scene delegate), whatever the chain's names.
    let readers = resolveReaders(declaration, declaring: declaring)
    guard readers.count >= EnvironmentProposal.minimumResolvingFiles else { return nil }
    var files: [String: Int] = [:]
    for file in readers {
      for chain in file.resolveBases where Self.isThrough(chain, declaration) {
        files[chain, default: 0] += 1
      }
    }
    return files.min { ($1.value, $0.key) < ($0.value, $1.key) }?.key
  }

  private func resolveReaders(_ declaration: EnvironmentDeclaration, declaring: Set<String>)
    -> [ProjectFacts]
  {
    guard [.singleton, .anyGlobal].contains(declaration.kind) else { return [] }
    return app.filter { file in
      !declaring.contains(file.path)
        && file.resolveBases.contains { Self.isThrough($0, declaration) }
    }
  }

  /// The members a file reads through a global's name (`Biz.api`) or an instance (`Core.shared
  /// .api`).
  package static func read(_ file: ProjectFacts, through declaration: EnvironmentDeclaration)
    -> Set<String>
  {
    declaration.kind == .anyGlobal
      ? file.memberReads[declaration.root] ?? [] : file.memberChains[declaration.accessor] ?? []
  }

  private static func isThrough(_ chain: String, _ declaration: EnvironmentDeclaration) -> Bool {
    chain == declaration.accessor || chain.hasPrefix(declaration.accessor + ".")
  }

  /// Read from at least `minimumFiles` files in at least `minimumFolders` folders.
  private func isSpread(_ readers: [ProjectFacts]) -> Bool {
    let folders = Set(
      readers.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path })
    return readers.count >= Self.minimumFiles && folders.count >= Self.minimumFolders
  }
}
