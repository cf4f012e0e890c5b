/// Candidates no Swift file of the app declares: classes declared in Objective-C or by a library,
/// read through their statics, and the app's types files reach by casting a shared object.
extension EnvironmentRanking {
  /// `VLCAppCoordinator.sharedInstance`: the static members of a class declared in Objective-C,
  /// which no Swift file declares, that Swift files read members through; a candidate like any
  /// singleton, proposed only when read as a locator (see `LocatorEvidence`). So is a class a
  /// library declares, named like an environment (`ServiceContainer.sharedInstance()
  /// .identityService`, from a package outside the repository; see `libraryTypes`).
  func objectiveCInstances(in app: [ProjectFacts])
    -> [(path: String, declarations: [EnvironmentDeclaration])]
  {
    let swift = app.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) }
    let library = libraryTypes(in: app)
    var chains: [String: Set<String>] = [:]
    for file in app {
      for (chain, members) in file.memberChains where !members.isEmpty {
        let parts = chain.split(separator: ".")
        guard parts.count == 2, case let root = String(parts[0]),
          objectiveCTypes[root] != nil || library.contains(root), !swift.contains(root)
        else { continue }
        chains[root, default: []].insert(chain)
      }
    }
    return chains.keys.sorted().map { root in
      let (path, line) = objectiveCTypes[root] ?? ("", 0)
      let declared =
        objectiveCTypes[root] == nil
        ? "the library class \(root), declared in no file of the app"
        : "the Objective-C class \(root)"
      return (
        path,
        chains[root]!.sorted().map { chain in
          EnvironmentDeclaration(
            kind: .singleton, accessor: chain, root: root, summary: "\(chain) of \(declared)",
            type: root, line: line)
        }
      )
    }
  }

  /// Classes no file of the app declares, in Swift or Objective-C, nor extends into a container
  /// family, that are named like an environment (`ServiceContainer`): a library's locator, which
  /// Swift files read through a static (`ServiceContainer.sharedInstance()`), judged only by what
  /// they read on through it (see `LocatorEvidence`).
  func libraryTypes(in app: [ProjectFacts]) -> Set<String> {
    let declared = app.reduce(into: Set<String>()) { found, file in
      found.formUnion(file.declaredTypes)
      found.formUnion(file.declarations.map(\.root))
    }
    return app.reduce(into: Set<String>()) { found, file in
      for chain in file.memberChains.keys {
        let root = String(chain.prefix { $0 != "." })
        if EnvironmentWords.looksLikeEnvironment(root), !declared.contains(root),
          objectiveCTypes[root] == nil
        {
          found.insert(root)
        }
      }
    }
  }

  /// `AppDelegate` of `(UIApplication.shared.delegate as! AppDelegate).printers`: a type of the
  /// app that files reach by casting a shared object to it, at each file declaring it; a candidate
  /// like any global, proposed only when read as a locator (see `LocatorEvidence`).
  func castInstances(in app: [ProjectFacts])
    -> [(path: String, declarations: [EnvironmentDeclaration])]
  {
    let cast = app.reduce(into: Set<String>()) { $0.formUnion($1.castTypes) }
    return app.compactMap { file in
      let types = cast.intersection(file.declaredTypes).sorted()
      guard !types.isEmpty else { return nil }
      return (
        file.path,
        types.map { type in
          EnvironmentDeclaration(
            kind: .anyGlobal, accessor: type, root: type,
            summary: "\(type), reached by casting a shared object to it", type: type,
            line: file.typeLines[type] ?? 1)
        }
      )
    }
  }
}
