/// The property wrappers that inject the app's dependencies and the calls that resolve them from
/// a container passed around, found by what they do (see `InjectionWrapperReader`):
/// - a wrapper type the app declares whose wrapped value is resolved from a container;
/// - a wrapper the app does not declare (a library's) that fills stored properties of service
///   types in several files, properties that nothing else assigns;
/// - `resolve` calls given a metatype or a key path, in several files.
package struct InjectionEvidence {
  /// An injecting wrapper, with what its uses show.
  package struct Wrapper: Equatable {
    package var name: String
    /// The container its declaration resolves from (`DI.container`), when the app declares it.
    package var container: String?
    package var properties: Int
    package var files: Int
  }

  /// A library wrapper counts from this many files, properties and wrapped types.
  package static let minimumFiles = 2
  package static let minimumProperties = 3
  package static let minimumTypes = 2

  package var app: [ProjectFacts]

  /// Every injecting wrapper, most used first.
  package func wrappers() -> [Wrapper] {
    var declared: [String: String?] = [:]
    for file in app { declared.merge(file.declaredWrappers) { first, _ in first } }
    // A result builder (`@ViewBuilder`) also marks functions and computed properties.
    let builders = app.reduce(into: Set<String>()) { $0.formUnion($1.builderAttributes) }
    var uses: [String: (files: Int, all: Int, properties: Int, injected: Int, types: Set<String>)] =
      [:]
    let data = dataTypes()
    for file in app {
      let platformInjects = file.imports.contains {
        EnvironmentWords.platformInjectionModules.contains($0.module)
      }
      for wrapper in Set(file.wrappedProperties.map(\.wrapper)) where !builders.contains(wrapper) {
        // A library's wrapper given no key in a file of the platform's intents (App Intents'
        // `@Dependency var library: LibraryService`) is the system handing the intent what the
        // app registered with it: not the app's own injection.
        let all = file.wrappedProperties.filter {
          $0.wrapper == wrapper && !(platformInjects && $0.isKeyless && declared[wrapper] == nil)
        }
        // A declared wrapper is judged by its body; a library's by the services it fills, each
        // non-optional (an optional or `!` property can be filled by anything).
        let own = all.filter {
          $0.isService && !data.contains($0.type) && (declared[wrapper] != nil || !$0.isOptional)
        }
        var entry = uses[wrapper] ?? (0, 0, 0, 0, [])
        entry.files += own.isEmpty ? 0 : 1
        entry.all += all.count
        entry.properties += own.count
        entry.injected += own.filter(\.isInjected).count
        entry.types.formUnion(own.map(\.type))
        uses[wrapper] = entry
      }
    }
    var found = uses.compactMap { name, use -> Wrapper? in
      if let container = declared[name] {
        // The app's own wrapper: it injects when its wrapped value is resolved (or, below, read
        // from an injecting wrapper).
        guard let container, use.properties > 0 else { return nil }
        return Wrapper(
          name: name, container: container.isEmpty ? nil : container, properties: use.properties,
          files: use.files)
      }
      // Mostly values (`@Persisted var name: String`): a wrapper that stores, not one that injects.
      guard use.files >= Self.minimumFiles, use.injected >= Self.minimumProperties,
        use.types.count >= Self.minimumTypes, use.injected * 5 >= use.properties * 4,
        use.properties * 5 >= use.all * 4
      else { return nil }
      return Wrapper(name: name, container: nil, properties: use.properties, files: use.files)
    }
    found += Self.wrappersOverInjection(uses, found: found, declared: declared, app: app)
    return found.sorted { ($0.files, $1.name) > ($1.files, $0.name) }
  }

  /// The app's own wrappers that resolve nothing themselves but whose wrapped value is read from
  /// a stored property an injecting wrapper fills (`@Injected(\.store) private var store` and
  /// `var wrappedValue: Context { store.context }`): what they hand out comes from the container,
  /// so they inject too; a wrapper over such a wrapper as well. The injecting ones are those found
  /// by their uses or bodies and the DI libraries' own (unless the app declares one of that name).
  private static func wrappersOverInjection(
    _ uses: [String: (files: Int, all: Int, properties: Int, injected: Int, types: Set<String>)],
    found: [Wrapper], declared: [String: String?], app: [ProjectFacts]
  ) -> [Wrapper] {
    var sources: [String: Set<String>] = [:]
    for file in app { sources.merge(file.wrapperSources) { $0.union($1) } }
    // A library's name the app declares a wrapper of its own with is judged by that wrapper.
    let libraries = EnvironmentWords.factoryWrappers.union(EnvironmentWords.dependencyWrappers)
      .subtracting(declared.keys)
    var injecting = Set(found.map(\.name)).union(libraries)
    var added: [Wrapper] = []
    var changed = true
    while changed {
      changed = false
      for (name, inner) in sources.sorted(by: { $0.key < $1.key })
      where !injecting.contains(name) && declared[name] == .some(nil)
        && !inner.isDisjoint(with: injecting)
      {
        injecting.insert(name)
        changed = true
        guard let use = uses[name], use.properties > 0 else { continue }
        added.append(
          Wrapper(name: name, container: nil, properties: use.properties, files: use.files))
      }
    }
    return added
  }

  /// The app's structs made only of values (`struct SessionSettings { var quizMode: QuizMode;
  /// var questionLimit: Int }`, a property of an enum with cases being a value too): data a
  /// wrapper keeps or persists (`@Shared var sessionSettings: SessionSettings`), not a service it
  /// injects. A struct of closures (`struct TopicClient { var generate: () -> Question }`) is one.
  private func dataTypes() -> Set<String> {
    let structs = app.reduce(into: Set<String>()) { $0.formUnion($1.declaredStructs) }
    let enums = app.reduce(into: Set<String>()) { $0.formUnion($1.enumsWithCases) }
    return structs.filter { type in
      let shape = MemberShape.of(type, in: app)
      return !shape.values.isEmpty
        && shape.services.allSatisfy { shape.serviceTypes[$0].map(enums.contains) ?? false }
    }
  }

  /// Files that resolve a dependency by its type or key path (`resolver.resolve(Feed.self)`), but
  /// not a composition root resolving its first screen from a container no other file resolves
  /// from (see `RootResolvedContainers`).
  package var resolvingFiles: Int {
    let roots = RootResolvedContainers(app: app)
    return app.filter { $0.callsResolve && !roots.resolvesOnlyAtARoot($0) }.count
  }
}
