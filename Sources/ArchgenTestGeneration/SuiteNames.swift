/// Distinct test file and class names for machines that share a name (one per example app, a
/// workflow declared in two modules): each is prefixed with the folders that tell it apart.
package enum SuiteNames {
  /// Folder names that tell no module apart.
  private static let generic: Set<String> = ["Sources", "Source", "Src", "src", "Classes", "."]

  /// Sets `prefix` on the suites whose `typeName` another suite has too, and returns one line
  /// per shared name for the summary.
  package static func disambiguate(_ suites: inout [GeneratedSuite]) -> [String] {
    let groups = Dictionary(grouping: suites.indices.filter { !suites[$0].tests.isEmpty }) {
      suites[$0].typeName
    }
    var lines: [String] = []
    for (name, indices) in groups.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
      let folders = indices.map { Self.folders(of: suites[$0].file) }
      let depth = folders.map(\.count).max() ?? 0
      var prefixes = indices.map { _ in "" }
      for level in 1...max(depth, 1) {
        prefixes = folders.map { TestName.upperFirst($0.suffix(level).joined()) }
        if Set(prefixes).count == prefixes.count { break }
      }
      // Still the same (one folder, or the same folders): number them.
      if Set(prefixes).count != prefixes.count {
        prefixes = prefixes.enumerated().map { $1 + String($0 + 1) }
      }
      // A type name cannot start with a digit.
      prefixes = prefixes.map { $0.first?.isNumber == true ? "M" + $0 : $0 }
      for (index, prefix) in zip(indices, prefixes) { suites[index].prefix = prefix }
      let files = indices.map { suites[$0].file }.joined(separator: ", ")
      lines.append(
        "\(indices.count) machines named \(name) (\(files)): test files and classes prefixed "
          + prefixes.map { "\($0)\(name)Tests" }.joined(separator: ", "))
    }
    return lines
  }

  /// The folders of `file`, outermost first, without generic ones, each a valid name part.
  private static func folders(of file: String) -> [String] {
    file.split(separator: "/").dropLast().map(String.init).filter { !generic.contains($0) }.map {
      $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
        TestName.upperFirst(String($0))
      }.joined()
    }.filter { !$0.isEmpty }
  }
}
