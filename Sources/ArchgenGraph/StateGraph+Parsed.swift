import ArchgenCore
import ArchgenSyntax

extension StateGraph {
  /// What graph reads from one file another reader has already parsed, as a run that parses
  /// every file reads it (`prefilter: false`, which gives the same machines): a capability that
  /// needs every file's tree anyway (`tests`, for the types it builds values of) parses each file
  /// once and hands the facts to `link(_:options:)`.
  /// `declarations` is the file's `DeclarationTable`, which the caller reads too.
  package static func facts(
    of parsed: ParsedSource, text: String, functions: Set<String>,
    declarations: DeclarationTable? = nil
  ) -> FileFacts {
    FileFactsReader.read(
      parsed, holdsMarkers: FileFactsReader.mightHoldMachine(text), extraFunctions: functions,
      words: FileFactsReader.Words(text), declarations: declarations)
  }

  /// The facts of a file graph would not read: none.
  package static func noFacts() -> FileFacts { FileFacts() }

  /// The facts of a file that could not be read: only its diagnostic, as a graph run reports it.
  package static func facts(failed diagnostic: Diagnostic) -> FileFacts {
    FileFacts(diagnostics: [diagnostic])
  }

  /// Whether these facts hold a machine's reducer: the files whose trees a reader of the
  /// machines keeps.
  package static func holdsReducer(_ facts: FileFacts) -> Bool {
    !facts.reducers.isEmpty || !facts.uniFlow.isEmpty
  }
}
