/// Classes of one hierarchy that each hand back the shared instance (`AppContextCommon.shared`,
/// overridden by its subclass `AppContext` and by `MainAppContext` below it): one locator, reached
/// by whichever class a caller writes. Each such class is keyed by the top-most class of its
/// hierarchy that has a shared instance of itself, so they are ranked and proposed together.
package struct LocatorHierarchy {
  /// Type → the top-most class of its hierarchy with a shared instance; only types in a hierarchy
  /// of two or more such classes.
  package private(set) var tops: [String: String] = [:]

  package init(app: [ProjectFacts]) {
    let superclasses = app.reduce(into: [String: String]()) { found, file in
      found.merge(file.superclasses) { first, _ in first }
    }
    let singletons = Set(
      app.flatMap { $0.declarations.filter { $0.kind == .singleton }.map(\.root) })
    for type in singletons.sorted() {
      var top = type
      var seen: Set<String> = [type]
      var next = superclasses[type]
      while let superclass = next, seen.insert(superclass).inserted {
        if singletons.contains(superclass) { top = superclass }
        next = superclasses[superclass]
      }
      if top != type {
        tops[type] = top
        tops[top] = top
      }
    }
  }

  /// The hierarchy a declaration belongs to, when it is a class's shared instance in one.
  package func top(of declaration: EnvironmentDeclaration) -> String? {
    declaration.kind == .singleton ? tops[declaration.root] : nil
  }
}
