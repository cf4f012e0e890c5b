/// A container the app does not declare (a DI library's, `Resolver`) that many of the app's own
/// types fill by its name (`Resolver.register { keychain as SecureStorage }` in each module's
/// set-up, see `RegistrationCallReader`): the environment the app's services are kept in, filled
/// from outside (the registering function is its mutator), however few other signs name it.
package struct RegisteredContainer {
  package var injection: InjectionEvidence

  /// The most registered-on such container, as a candidate ranked by the files registering on it,
  /// when the app takes services out of a container it does not name (a library's injecting
  /// wrapper, `resolve` calls): not a library's type given closures for other ends
  /// (`Task.detached { … }`).
  package func candidate() -> EnvironmentCandidate? {
    guard
      injection.wrappers().contains(where: { $0.container == nil })
        || injection.resolvingFiles >= EnvironmentProposal.minimumResolvingFiles
    else { return nil }
    let app = injection.app
    let declared = app.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
    var files: [String: Int] = [:]
    var methods: [String: Set<String>] = [:]
    for file in app {
      for (root, called) in file.registrationCalls where !declared.contains(root) {
        files[root, default: 0] += 1
        methods[root, default: []].formUnion(called)
      }
    }
    guard
      let (root, count) = files.filter({ $0.value >= EnvironmentProposal.minimumFiles })
        .max(by: { ($0.value, $1.key) < ($1.value, $0.key) })
    else { return nil }
    var candidate = EnvironmentCandidate(
      accessor: root, names: [root], files: count,
      summary: "a container the app's types register services on", file: "", line: 0,
      mutators: (methods[root] ?? []).sorted(), propertyWrappers: [], resolvers: [])
    candidate.uses = app.reduce(0) { $0 + ($1.useCounts[root] ?? 0) }
    candidate.kind = .container
    return candidate
  }
}
