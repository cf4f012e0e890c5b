import Foundation

extension TypeCatalog {
  /// Whether values of a struct (or class) the files declare compare with `==`: its declaration
  /// names `Equatable` or `Hashable`, or a protocol the files declare that refines one of them,
  /// or an extension anywhere in the run adds the conformance (`extension Feature.State:
  /// Equatable {}`). Macros such as composable-architecture's `@ObservableState` and `@Reducer`
  /// synthesise no `Equatable` conformance for a struct state, so they do not count.
  package func isEquatable(_ type: StructType) -> Bool {
    let named: Set<String> = ["Equatable", "Hashable", "Swift.Equatable", "Swift.Hashable"]
    if type.inherited.contains(where: named.contains) { return true }
    let owner = type.qualifiedName
    if type.inherited.contains(where: { refinesEquatable($0, near: owner, depth: 0) }) {
      return true
    }
    // `extension ArtistList.State: Equatable`, or `extension Timer: Equatable` for a top-level
    // `Timer`; a bare `State` never stands for every nested `State` of the run.
    return equatableExtensionNames.contains { name in
      name == owner || (name.contains(".") && owner.hasSuffix("." + name))
    }
  }

  /// A protocol the files declare that inherits `Equatable` or `Hashable`, directly or through
  /// another of theirs.
  private func refinesEquatable(_ name: String, near owner: String, depth: Int) -> Bool {
    guard depth < 8, let declared = protocolType(named: name, near: owner) else { return false }
    return declared.inherited.contains { inherited in
      ["Equatable", "Hashable", "Swift.Equatable", "Swift.Hashable"].contains(inherited)
        || refinesEquatable(inherited, near: owner, depth: depth + 1)
    }
  }
}
