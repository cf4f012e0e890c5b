/// A container one file alone resolves from is that file's composition root: the scene delegate's
/// `AppDelegate.container.resolve(RootCoordinator.self, argument: window)`, an extension's
/// `ShareContainer.shared.container.resolve(ShareFlow.self)` in its first screen. What it resolves
/// is the first screen, which hands what it needs on by hand; nothing else reads the container
/// where it is needed. Such a container is no environment, and such a file does not make
/// `resolve` a resolver of the app.
package struct RootResolvedContainers {
  /// The name a resolve chain starts from (`AppDelegate` of `AppDelegate.container`) → the files
  /// resolving through it.
  private var resolving: [String: Set<String>] = [:]

  package init(app: [ProjectFacts]) {
    for file in app {
      for chain in file.resolveBases {
        resolving[Self.start(of: chain), default: []].insert(file.path)
      }
    }
  }

  /// Whether `name` is the start of resolve chains in `file` and no other file.
  package func isRoot(_ name: String, of file: ProjectFacts) -> Bool {
    resolving[name] == [file.path]
  }

  /// Whether every resolve call of `file` goes through a container only it resolves from.
  package func resolvesOnlyAtARoot(_ file: ProjectFacts) -> Bool {
    !file.resolvesOffChain && !file.resolveBases.isEmpty
      && file.resolveBases.allSatisfy { isRoot(Self.start(of: $0), of: file) }
  }

  private static func start(of chain: String) -> String {
    String(chain.prefix { $0 != "." })
  }
}
