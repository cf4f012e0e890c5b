/// A locator's own functions, known by what they do whatever their names (see
/// `StoreAccessReader`): its resolve functions are lookups of its store that callers elsewhere call
/// (`ServiceLocator.shared.getService()`, `Bootstrap.shared().registry.service(of:)`), and its
/// mutators replace what it hands out (`addService(service:)` called by a start-up type;
/// `setContext(_:)`, which assigns the property a computed global returns).
package struct LocatorFunctions {
  /// A lookup is a resolve function when this many files, other than its type's, call it.
  package static let minimumCallingFiles = 2

  package var app: [ProjectFacts]

  /// The lookups of the environment's type, or of a container it hands out, that other files call.
  package func resolvers(of declaration: EnvironmentDeclaration) -> [String] {
    guard let type = Self.type(of: declaration) else { return [] }
    let shape = MemberShape.of(type, in: app)
    var found = Set<String>()
    for owner in [type] + shape.serviceTypes.values.sorted() {
      for lookup in merged(\.lookups)[owner] ?? [] {
        let callers = app.filter {
          !$0.declaredTypes.contains(owner) && $0.calledMethods.contains(lookup)
        }
        if callers.count >= Self.minimumCallingFiles { found.insert(lookup) }
      }
    }
    return found.sorted()
  }

  /// What replaces the environment's services: registrations of its type that other files call,
  /// or that no file calls (what the type offers to replace a service, called or not); one only
  /// the type itself calls fills it (a locator filling itself in its own initialiser is
  /// construction). And the methods of the type a computed global reads through that assign what
  /// it returns.
  package func mutators(of declaration: EnvironmentDeclaration) -> [String] {
    var found = Set<String>()
    if let type = Self.type(of: declaration) {
      for registration in merged(\.registrations)[type] ?? [] {
        let callers = app.filter { $0.calledMethods.contains(registration) }
        if callers.isEmpty || callers.contains(where: { !$0.declaredTypes.contains(type) }) {
          found.insert(registration)
        }
      }
    }
    // `startPolling()`, which builds `poller` after launch, called by the app delegate: a method
    // of the locator's type that assigns a service it hands out, called from another type, fills
    // it from outside its initialiser, whatever its name or where the value comes from.
    // So is one that has a service it keeps replace that service's own (`resetAccount()` calling
    // `context.rebuildAccount()`, which assigns `context.account`).
    if let type = Self.type(of: declaration) {
      for method in replacers(of: declaration, in: type)
      where app.contains(where: {
        !$0.declaredTypes.contains(type) && $0.calledMethods.contains(method)
      }) {
        found.insert(method)
      }
    }
    // `class var shared: AppContext { sharedContext! }`: the global function (or a static of its
    // type) that assigns the global it hands back installs the instance (`initAppContext(_:)`).
    // `static var apiClient: BRAPIClient { shared.apiClient }` and `connect(authenticator:)`,
    // which assigns `shared.apiClient`: what replaces the services a registry's statics hand back.
    if declaration.kind == .registry {
      let forwards = Set(app.flatMap { ($0.staticForwards[declaration.root] ?? [:]).values })
      for file in app {
        for (method, assigned) in file.assignments[declaration.root] ?? [:]
        where !assigned.isDisjoint(with: forwards) {
          found.insert(method)
        }
      }
    }
    // `CoreAppConfiguration.shared = config` in `static func initialize()`: the type's function
    // that installs the shared instance callers read.
    if [.singleton, .sharedInstance].contains(declaration.kind),
      declaration.accessor.hasPrefix(declaration.root + "."),
      case let instance = String(declaration.accessor.dropFirst(declaration.root.count + 1)),
      !instance.contains(".")
    {
      for file in app {
        for (method, assigned) in file.assignments[declaration.root] ?? [:]
        where assigned.contains(instance) && method != "init" {
          found.insert(method)
        }
      }
    }
    if let storage = declaration.storage, !storage.contains(".") {
      for file in app {
        for owner in ["", declaration.root] {
          for (method, assigned) in file.assignments[owner] ?? [:] where assigned.contains(storage)
          {
            found.insert(method)
          }
        }
      }
    }
    if let storage = declaration.storage?.split(separator: "."), storage.count > 1 {
      let holder = String(storage[0])
      let property = String(storage[storage.count - 1])
      for file in app {
        for (method, assigned) in file.assignments[holder] ?? [:] where assigned.contains(property)
        {
          found.insert(method)
        }
      }
    }
    return found.sorted()
  }

  /// The type whose functions a declaration's callers reach: the locator's own type, or a
  /// global's declared type.
  private static func type(of declaration: EnvironmentDeclaration) -> String? {
    switch declaration.kind {
    case .global, .anyGlobal: return declaration.type
    case .sharedInstance, .singleton, .staticMembers, .registry: return declaration.root
    case .container, .resolver, .dependencyValues: return nil
    }
  }

  /// The methods of `type` that fill a service it hands out (one other files read through
  /// `declaration`: not a task handle its own methods await) with a value they make, or call on
  /// one of its services a method of that service's type that fills one of its own.
  private func replacers(of declaration: EnvironmentDeclaration, in type: String) -> Set<String> {
    let shape = MemberShape.of(type, in: app)
    let handedOut = app.reduce(into: Set<String>()) { found, file in
      if !file.declaredTypes.contains(type) {
        found.formUnion(LocatorEvidence.read(file, through: declaration))
      }
    }.intersection(shape.services)
    var found = Set(
      merged(\.fills, of: type).filter { !$0.value.isDisjoint(with: handedOut) }.keys)
    for (method, calls) in merged(\.delegations, of: type) {
      for call in calls {
        let parts = call.split(separator: ".").map(String.init)
        guard parts.count == 2, shape.services.contains(parts[0]),
          let serviceType = shape.serviceTypes[parts[0]],
          let assigned = merged(\.fills, of: serviceType)[parts[1]],
          !assigned.isDisjoint(with: MemberShape.of(serviceType, in: app).services)
        else { continue }
        found.insert(method)
      }
    }
    return found
  }

  /// What each method of `type` does by `key` (`\.assignments`: the properties it assigns), over
  /// every file that declares or extends it.
  private func merged(
    _ key: KeyPath<ProjectFacts, [String: [String: Set<String>]]>, of type: String
  ) -> [String: Set<String>] {
    app.reduce(into: [:]) { all, file in
      for (method, found) in file[keyPath: key][type] ?? [:] {
        all[method, default: []].formUnion(found)
      }
    }
  }

  private func merged(_ key: KeyPath<ProjectFacts, [String: Set<String>]>) -> [String: Set<String>]
  {
    app.reduce(into: [:]) { all, file in
      for (type, methods) in file[keyPath: key] { all[type, default: []].formUnion(methods) }
    }
  }
}
