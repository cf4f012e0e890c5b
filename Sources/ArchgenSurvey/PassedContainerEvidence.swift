/// Whether a type named like an environment and read through its static members (`Dependencies
/// .storageKey`) is really a container the app makes and hands on by hand: other files make it
/// (`Dependencies(api: api)`) and take it through initialisers or stored properties
/// (`init(dependencies: Dependencies)`). Its statics are then factories and constants of that
/// type, not a locator; the instances are what the app reads, and it passes them itself.
package struct PassedContainerEvidence {
  /// Files, other than the declaring ones, that take the type as a parameter or property.
  package static let minimumFiles = 2

  package var app: [ProjectFacts]

  /// Whether the app makes instances of `type` and hands them on, other than in `declaring`.
  package func isHandedOn(_ type: String, declaring: Set<String>) -> Bool {
    guard app.contains(where: { $0.madeTypes.contains(type) }) else { return false }
    let takers = app.filter { !declaring.contains($0.path) && $0.takenTypes.contains(type) }
    return takers.count >= Self.minimumFiles
  }

  /// Whether a static instance (`AppDelegate.container`) is only the root handing a container
  /// down: the files that read it, other than `declaring`, read no member through it and pass it
  /// whole (`AppFlow(container: AppDelegate.container)`), and other files take its type through
  /// initialisers or stored properties (`init(container: Container)`).
  package func isOnlyHandedDown(_ declaration: EnvironmentDeclaration, _ declaring: Set<String>)
    -> Bool
  {
    guard let type = declaration.type else { return false }
    let readers = app.filter {
      !declaring.contains($0.path) && $0.memberChains[declaration.accessor] != nil
    }
    guard !readers.isEmpty,
      readers.allSatisfy({ $0.memberChains[declaration.accessor]?.isEmpty ?? true })
    else { return false }
    let takers = app.filter { !declaring.contains($0.path) && $0.takenTypes.contains(type) }
    return takers.count >= Self.minimumFiles
  }
}
