import Foundation

/// Reads every file's facts in parallel, in two passes so that most files are never parsed:
/// 1. files with a marker (`FileFactsReader.markers`) are parsed; they hold every reducer, enum
///    and initial state;
/// 2. of the others, only those that name the outermost type of a machine found in pass 1 are
///    parsed, for what its owner declares elsewhere (`var state = .idle`, a nested `State`), and
///    those that name a state type whose methods a reducer calls (`state.map(task:...)`).
/// A file in neither group declares nothing the linker would look up, so the result is the same
/// as parsing everything (`prefilter: false`), which the tests check.
struct FactsScan {
  var count: Int
  var extraFunctions: Set<String>
  var prefilter: Bool
  /// Reads file `index`; called again in pass 2 for files that pass 1 left unparsed.
  var load: @Sendable (Int) throws(Diagnostic) -> SourceText

  func run() -> [FileFacts] {
    let slots = Slots<FileFacts>(count: count, empty: FileFacts())
    let deferred = Slots<Bool>(count: count, empty: false)
    let extra = extraFunctions
    Parallel.forEach(count) { index in
      do throws(Diagnostic) {
        let source = try load(index)
        let holdsMarkers = FileFactsReader.mightHoldMachine(source.text)
        if prefilter && !holdsMarkers {
          deferred.set(index, true)
        } else {
          slots.set(
            index,
            FileFactsReader.read(source, holdsMarkers: holdsMarkers, extraFunctions: extra))
        }
      } catch {
        slots.set(index, FileFacts(diagnostics: [error]))
      }
    }
    let owners = WordSet(Self.ownerNames(slots.all))
    let flags = deferred.all
    let second = flags.indices.filter { flags[$0] }
    guard !owners.isEmpty, !second.isEmpty else { return slots.all }
    Parallel.forEach(second.count) { item in
      let index = second[item]
      guard let source = try? load(index), owners.occurs(in: source.text) else {
        return
      }
      slots.set(index, FileFactsReader.read(source, holdsMarkers: false, extraFunctions: extra))
    }
    return slots.all
  }

  /// The outermost type names of the machines' owners: a file that declares anything inside an
  /// owner names it as a whole identifier (`class PlayerStore`, `extension PlayerStore.State`).
  static func ownerNames(_ all: [FileFacts]) -> [String] {
    var names: Set<String> = []
    for facts in all {
      for reducer in facts.reducers {
        if let first = reducer.typePath.first { names.insert(first) }
        // A method of the state type called on the state may be declared in another file.
        let prefix = TransitionExtractor.methodPlaceholder
        if reducer.transitions.contains(where: { $0.to.hasPrefix(prefix) }),
          let first = reducer.stateType.flatMap({ TypeName.components($0).first })
        {
          names.insert(first)
        }
      }
      for item in facts.uniFlow {
        if let first = TypeName.components(item.owner).first { names.insert(first) }
      }
    }
    return names.map { $0.replacingOccurrences(of: "`", with: "") }.filter { !$0.isEmpty }.sorted()
  }
}
