import ArchgenCore
import ArchgenSyntax
import Foundation

/// Reads every file's facts in parallel, in two passes so that most files are never parsed:
/// 1. files with a marker (`FileFactsReader.markers`) are parsed; they hold every reducer, enum
///    and initial state;
/// 2. of the others, only those that name the outermost type of a machine found in pass 1 are
///    parsed, for what its owner declares elsewhere (`var state = .idle`, a nested `State`), and
///    those that name a state type whose methods a reducer calls (`state.map(task:...)`).
/// A file in neither group declares nothing the linker would look up, so the result is the same
/// as parsing everything (`prefilter: false`), which the tests check.
package struct FactsScan {
  package var scan: SourceScan
  package var extraFunctions: Set<String>
  package var prefilter: Bool

  package func run() -> [FileFacts] {
    let extra = extraFunctions
    // Pass 1: files with a marker; nil for a file set aside for pass 2.
    let prefilter = self.prefilter
    var markers: (@Sendable (Int, String) -> Bool)?
    if prefilter { markers = { _, text in FileFactsReader.mightHoldMachine(text) } }
    let first: [FileFacts?] = scan.map(empty: nil, prefilter: markers) { _, item -> FileFacts? in
      switch item {
      case .failed(let problem): return FileFacts(diagnostics: [problem])
      case .skipped: return nil
      case .parsed(let source, let parsed, _):
        let holdsMarkers = prefilter || FileFactsReader.mightHoldMachine(source.text)
        return FileFactsReader.read(
          parsed, holdsMarkers: holdsMarkers, extraFunctions: extra,
          words: FileFactsReader.Words(source.text))
      }
    }
    let owners = WordSet(Self.ownerNames(first.compactMap { $0 }))
    guard !owners.isEmpty, first.contains(where: { $0 == nil }) else {
      return first.map { $0 ?? FileFacts() }
    }
    // Pass 2: of the files set aside, those that name a machine's owner. The source is read again
    // rather than kept, so memory does not grow with the files set aside.
    let setAside = first.indices.filter { first[$0] == nil }
    let namesOwner: @Sendable (Int, String) -> Bool = { _, text in owners.occurs(in: text) }
    let second: [FileFacts] = scan.map(empty: FileFacts(), only: setAside, prefilter: namesOwner) {
      _, item -> FileFacts in
      guard case .parsed(let source, let parsed, _) = item else { return FileFacts() }
      return FileFactsReader.read(
        parsed, holdsMarkers: false, extraFunctions: extra,
        words: FileFactsReader.Words(source.text))
    }
    return first.indices.map { first[$0] ?? second[$0] }
  }

  /// The outermost type names of the machines' owners: a file that declares anything inside an
  /// owner names it as a whole identifier (`class PlayerStore`, `extension PlayerStore.State`).
  package static func ownerNames(_ all: [FileFacts]) -> [String] {
    var names: Set<String> = []
    for facts in all {
      for reducer in facts.reducers {
        if let first = reducer.typePath.first { names.insert(first) }
        // A state a subclass moves may be declared in its superclass's file.
        for inherited in reducer.inheritsFrom {
          if let first = TypeName.components(inherited).first { names.insert(first) }
        }
        // A method of the state type called on the state may be declared in another file.
        let prefix = TransitionExtractor.methodPlaceholder
        if reducer.transitions.contains(where: { $0.to.hasPrefix(prefix) }),
          let first = reducer.stateType.flatMap({ TypeName.components($0).first })
        {
          names.insert(first)
        }
        // A free helper handed the state (`modify(model, \.count, 0)`): the file declaring it
        // names it.
        for transition in reducer.transitions where transition.to.hasPrefix(prefix) {
          let key = SummaryCall.decode(String(transition.to.dropFirst(prefix.count))).key
          guard key.hasPrefix(SummaryCall.helperPrefix),
            let name = key.dropFirst(SummaryCall.helperPrefix.count).split(separator: "(").first
          else { continue }
          names.insert(String(name))
        }
      }
      for item in facts.uniFlow {
        if let first = TypeName.components(item.owner).first { names.insert(first) }
      }
    }
    return names.map { $0.replacingOccurrences(of: "`", with: "") }.filter { !$0.isEmpty }.sorted()
  }
}
