/// A container family's run-time functions, known by what their calls do whatever their names
/// (see `ServiceKeyCallReader`): a call on one of the keys the family registers, reached through
/// one of its names, that is given a closure making the service replaces it (a mutator:
/// `Container.shared.feed.register { LiveFeed() }` by a start-up type or a screen); one given
/// nothing whose result is used hands the service out (a resolver: `let feed = Container.shared
/// .feed.resolve()`). The files that register the keys fill the container: construction.
package struct ServiceKeyFunctions {
  package var mutators: [String] = []
  package var resolvers: [String] = []

  package init(app: [ProjectFacts], family: String?, names: [String]) {
    guard let family else { return }
    let keys = app.reduce(into: Set<String>()) { $0.formUnion($1.registeredKeys[family] ?? []) }
    guard !keys.isEmpty else { return }
    var mutators: Set<String> = []
    var resolvers: Set<String> = []
    for file in app where file.registeredKeys[family] == nil {
      for call in file.keyCalls where keys.contains(call.key) && names.contains(call.root) {
        if call.givesFactory { mutators.insert(call.method) }
        if call.handsOut { resolvers.insert(call.method) }
      }
    }
    self.mutators = mutators.sorted()
    self.resolvers = resolvers.sorted()
  }
}
