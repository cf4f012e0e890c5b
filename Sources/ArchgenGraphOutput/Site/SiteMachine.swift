import ArchgenCore
import ArchgenGraph

/// One machine as the site shows it: its page, its folder in the index, its findings and picture.
package struct SiteMachine: Sendable {
  package var machine: StateMachine
  /// The page's file name inside `machines/` (`Name.html`, `Name-2.html`).
  package var page: String
  /// The folder of the machine's file, as the index groups machines.
  package var group: String
  package var findings: [LintFinding]
  /// The `<svg>` element Graphviz drew.
  package var svg: String

  /// The machine's states as the search index names them (no `*`, `?` or `[*]`).
  package var searchableStates: [String] {
    machine.allNodes.filter {
      switch Node($0) {
      case .any, .unknown, .pseudo(.start): false
      default: true
      }
    }
  }

  /// Pairs every machine with the `--strict` findings about it: a finding names its machine (`of
  /// Name`, `by Name`) or sits in its file after it.
  package static func findings(_ findings: [LintFinding], for machines: [StateMachine])
    -> [[LintFinding]]
  {
    var result = Array(repeating: [LintFinding](), count: machines.count)
    for finding in findings {
      let named = machines.indices.filter {
        let name = machines[$0].name
        return finding.message.hasSuffix(" by \(name)") || finding.message.contains(" of \(name) ")
      }
      let inFile = machines.indices.filter {
        machines[$0].file == finding.file && machines[$0].line <= finding.line
      }
      let candidates = named.isEmpty ? inFile : named
      let sameFile = candidates.filter { machines[$0].file == finding.file }
      let pool = sameFile.isEmpty ? candidates : sameFile
      // The nearest machine above the finding, else the first one that names it.
      let best =
        pool.filter { machines[$0].line <= finding.line }.max {
          machines[$0].line < machines[$1].line
        }
        ?? pool.first
      if let best { result[best].append(finding) }
    }
    return result
  }

  /// The folder shown in the index: the machine's file's folder below the given path it was
  /// found under (that path's own name for a file directly in it), else the file's folder.
  package static func group(of file: String, roots: [String]) -> String {
    let absolute = SiteText.absolute(file)
    for root in roots.map(SiteText.absolute) where absolute.hasPrefix(root + "/") {
      let below = String(absolute.dropFirst(root.count + 1))
      guard let slash = below.lastIndex(of: "/") else {
        return root.split(separator: "/").last.map(String.init) ?? "/"
      }
      return String(below[..<slash])
    }
    guard let slash = file.lastIndex(of: "/") else { return "." }
    let folder = String(file[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
