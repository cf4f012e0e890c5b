import ArchgenCore

/// Every entry form `graph` reads, in the order their finders run: the one list of forms, as
/// lint's `LintRegistry` is of rules. Adding a form is adding a file under `Forms/` and its type
/// here (Documentation/Graph.md, "Adding a form").
package enum FormRegistry {
  package static var forms: [any EntryForm.Type] {
    [
      ReducerFunctionForm.self,
      WorkflowActionForm.self,
      PartReducerForm.self,
      StateMethodForm.self,
      HeldHandlerForm.self,
      ClosureHolderForm.self,
      ClosureHandlerForm.self,
      StoredTupleForm.self,
      StoredEnumForm.self,
      ReducerClosureForm.self,
      EntryPointForm.self,
      ClassMachineForm.self,
      RouteTableForm.self,
      TransitionTableForm.self,
      TableLiteralForm.self,
      StateEnumMethodForm.self,
      UniFlowForm.self,
    ]
  }

  /// Words of what a file may declare for a machine found elsewhere: an enum of states or
  /// events, an initial state.
  package static let declarationWords = ["enum", "initial"]

  /// The byte prefilter: every form's words and the declarations' words, each once.
  package static let markerWords: [String] = {
    var seen: Set<String> = []
    return (forms.flatMap { $0.prefilterWords } + declarationWords).filter {
      seen.insert($0).inserted
    }
  }()

  /// Whether a file may hold a machine: one of the markers, or a form's test beyond words.
  package static func mayHoldForm(_ text: String) -> Bool {
    ByteSearch.containsAny(text, markerWords) || forms.contains { $0.holdsBeyondWords(text) }
  }

  /// The words the finders look for before walking a marked file, each once.
  package static let walkWords: [String] = {
    var seen: Set<String> = []
    return finders.flatMap { finder -> [String] in
      guard case .markedFilesWith(let words) = finder.walk else { return [] }
      return words
    }.filter { seen.insert($0).inserted }
  }()

  /// The finders in the order they run, each once.
  package static var finders: [any FormFinder.Type] {
    var seen: Set<ObjectIdentifier> = []
    return forms.map { $0.finder }.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  package static func form(_ identifier: String) -> (any EntryForm.Type)? {
    forms.first { $0.identifier == identifier }
  }

  /// Runs every finder that applies to the file: `holdsMarkers` is whether the file holds a
  /// marker, `holdsWord` whether it holds a word.
  package static func find(
    _ input: FormInput, holdsMarkers: Bool, holdsWord: (String) -> Bool
  ) -> FormFindings {
    var found = FormFindings()
    for finder in finders {
      switch finder.walk {
      case .everyFile: break
      case .markedFiles: guard holdsMarkers else { continue }
      case .markedFilesWith(let words):
        guard holdsMarkers, words.contains(where: holdsWord) else { continue }
      }
      finder.find(input, into: &found)
    }
    return found
  }
}
