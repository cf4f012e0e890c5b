/// Property wrappers judged by what their key paths name, whatever they are called: a wrapper
/// whose root-less key paths (`@InjectedObservable(\.player)`, `@DynamicInjected(\.repo)`) name
/// the keys the app registers in a family's extensions (`extension Container { var player:
/// Factory<Player> … }`) reads that family, as Factory's `@Injected(\.x)` does; a file that uses
/// one uses the family.
package struct KeyPathWrappers {
  /// At least this share (4 in 5) of the keys a wrapper is given are the family's.
  package static let minimumShare = (4, 5)

  /// The wrappers that read the family.
  package private(set) var wrappers: Set<String> = []

  /// The wrappers of `app` that read `family` (`Factory`, `DependencyValues`).
  package init(app: [ProjectFacts], family: String?) {
    guard let family else { return }
    let registered = app.reduce(into: Set<String>()) {
      $0.formUnion($1.registeredKeys[family] ?? [])
    }
    guard !registered.isEmpty else { return }
    var given: [String: Set<String>] = [:]
    for file in app { given.merge(file.keyPathAttributes) { $0.union($1) } }
    wrappers = Set(
      given.compactMap { wrapper, keys in
        let last = wrapper.split(separator: ".").last.map(String.init) ?? wrapper
        guard !EnvironmentWords.platformAttributes.contains(last) else { return nil }
        let share = keys.intersection(registered).count
        return share * Self.minimumShare.1 >= keys.count * Self.minimumShare.0 ? wrapper : nil
      })
  }

  /// Whether `file` reads the family through one of the wrappers.
  package func isRead(by file: ProjectFacts) -> Bool {
    !wrappers.isDisjoint(with: file.keyPathAttributes.keys)
  }
}
