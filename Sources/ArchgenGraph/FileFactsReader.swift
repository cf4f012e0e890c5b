import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Reads one file's facts with a parse and a handful of small visitors.
package enum FileFactsReader {
  /// Byte markers without which a file holds no machine and no declaration one needs: the words
  /// of every registered form (`FormRegistry`) and of enums and initial states. Such a file can
  /// still declare what a machine found elsewhere needs (`var state = .idle` in its owner);
  /// `StateGraph` reads it when it names the owner.
  package static var markers: [String] { FormRegistry.markerWords }

  package static func mightHoldMachine(_ text: String) -> Bool {
    FormRegistry.mayHoldForm(text)
  }

  /// `status = .playing`, `self.phase = .running`: a value of any name assigned a case, but not
  /// a declaration's `var status: Phase = .idle` (the name's own prefix is not a type annotation's
  /// `:`). What the file does to a value decides, not what the value is called: an extension
  /// that moves a status its type declares in another file is read like one writing `state`.
  package static func assignsCase(_ text: String) -> Bool {
    let pattern = Array(" = .".utf8)
    var text = text
    return text.withUTF8 { bytes in
      var index = 1
      while index + pattern.count < bytes.count {
        defer { index += 1 }
        guard bytes[index] == pattern[0], isNameByte(bytes[index - 1]),
          pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }),
          isNameStart(bytes[index + pattern.count])
        else { continue }
        var before = index - 1
        while before > 0, isNameByte(bytes[before]) || bytes[before] == 46 { before -= 1 }
        while before > 0, bytes[before] == 32 || bytes[before] == 9 { before -= 1 }
        if bytes[before] != 58 { return true }
      }
      return false
    }
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
      || byte == 95
  }

  /// Parses and reads everything. A syntax error is reported only where it may hide a machine:
  /// `holdsMarkers` is `mightHoldMachine` of the text, which the caller has already searched.
  /// Words whose absence spares a walk over the tree: no `typealias`, no alias to resolve; no
  /// `BindingReducer` or `ifLet`, no body contract; no finder's own word (`addRoute`), no walk
  /// of that finder (`FormWalk.markedFilesWith`).
  package struct Words {
    package var typealiases = true
    package var bodyContracts = true
    /// The finders' words the file holds (`FormRegistry.walkWords`); nil: all of them.
    package var finderWords: Set<String>?

    package init() {}

    package init(_ text: String) {
      typealiases = ByteSearch.containsAny(text, ["typealias"])
      bodyContracts = ByteSearch.containsAny(text, ["BindingReducer", "ifLet"])
      finderWords = Set(FormRegistry.walkWords.filter { ByteSearch.containsAny(text, [$0]) })
    }

    package func holds(_ word: String) -> Bool { finderWords?.contains(word) ?? true }
  }

  package static func read(
    _ parsed: ParsedSource, holdsMarkers: Bool, extraFunctions: Set<String>,
    words: Words = Words(), declarations table: DeclarationTable? = nil
  ) -> FileFacts {
    var facts = FileFacts()
    if holdsMarkers, let first = parsed.syntaxErrors.first {
      facts.diagnostics.append(
        .warning(
          "syntax errors in this file (first: \(first.message)); showing the state machines that "
            + "could be read", file: parsed.path, line: first.line, column: first.column))
    }
    // The one walk for declarations; a reader that parsed the file passes the table it built.
    let table = table ?? DeclarationTable(parsed.tree, file: parsed.path)
    let declarations = DeclarationCollector(parsed, declarations: table)
    facts.enums = declarations.enums
    facts.featureStates = declarations.featureStates
    facts.typeNames = declarations.typeNames
    facts.storedValues = StoredValues.read(table)
    facts.subscriptSetters = SubscriptSetter.read(table)

    let initials = InitialStateCollector()
    if InitialStateCollector.mayFind(in: parsed.text) { initials.walk(parsed.tree) }
    facts.staticInitials = initials.staticInitials
    facts.initialArguments = initials.arguments

    let holders = StateHolderCollector()
    holders.walk(parsed.tree)
    for (path, list) in holders.holders.sorted(by: { $0.key < $1.key }) {
      for holder in list {
        if let value = holder.initial { facts.holderInitials.append((path, value)) }
      }
    }
    facts.fieldDefaults = holders.fieldDefaults + initials.fieldDefaults
    let methods = MethodIndex(table)
    let summarizer = StateMethodSummarizer(
      parsed, properties: holders.properties, methods: methods.methods)
    summarizer.walk(parsed.tree)
    facts.methodSummaries =
      summarizer.summaries + HelperSummary.summaries(Array((methods.methods[""] ?? [:]).values))
      + InoutSummary.summaries(parsed, methods: methods.methods, properties: holders.properties)
    for table in methods.methods.values {
      // A method applying its closure to a copy of the state is read as one whose body is not
      // in the run (`copiedByClosure`): its closure's changes are kept when linking.
      facts.methodNames.formUnion(
        table.filter { !$0.key.contains("(") && !ClosureAppliedCopy.matches($0.value) }.keys)
    }
    let input = FormInput(
      parsed: parsed, extraFunctions: extraFunctions, holders: holders.holders,
      properties: holders.properties, methods: methods.methods,
      aliases: words.typealiases ? table.typeAliases(outside: [.function, .closure]) : [:],
      enumNames: Set(
        declarations.enums.compactMap { $0.qualifiedName.split(separator: ".").last }.map(
          String.init)))
    // Forms other than the function chain, entry points and UniFlow are read only where the
    // markers are, so that the prefilter never changes the result (`FormWalk`).
    let found = FormRegistry.find(input, holdsMarkers: holdsMarkers, holdsWord: words.holds)
    facts.reducers = found.reducers
    facts.dropped = found.dropped
    facts.uniFlow = found.uniFlow
    if words.bodyContracts { facts.bodyContracts = BodyContracts.read(parsed) }
    if words.holds("switch self") { facts.transfers = StateTransferReader.read(parsed.tree) }
    return facts
  }
}
