import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Reads one file's facts with a parse and a handful of small visitors.
package enum FileFactsReader {
  /// Byte markers without which a file holds no reducer (every one switches), no UniFlow
  /// transition, no enum and no initial state. Such a file can still declare what a machine found
  /// elsewhere needs (`var state = .idle` in its owner); `StateGraph` reads it when it names the
  /// owner. `state = .` and `xState = .` are a stored state assigned a case (`state = .loading`),
  /// what a class machine without a reducer does; `actualize` is a UniFlow 4.x builder.
  package static let markers = [
    "switch", "transition", "initialization", "enum", "initial", "state = .", "actualize",
    "addRoute",
  ]

  package static func mightHoldMachine(_ text: String) -> Bool {
    ByteSearch.containsAny(text, markers) || assignsNamedState(text)
  }

  /// `statusesState = .loading`: a property named `...State` assigned a case, but not a
  /// declaration's `: State = .idle` (the byte before `State` must be part of a name).
  package static func assignsNamedState(_ text: String) -> Bool {
    let pattern = Array("State = .".utf8)
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count > pattern.count else { return false }
      var index = 1
      while index + pattern.count <= bytes.count {
        if bytes[index] == pattern[0], isNameByte(bytes[index - 1]),
          pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] })
        {
          return true
        }
        index += 1
      }
      return false
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
      || byte == 95
  }

  /// Parses and reads everything. A syntax error is reported only where it may hide a machine:
  /// `holdsMarkers` is `mightHoldMachine` of the text, which the caller has already searched.
  /// Words whose absence spares a walk over the tree: no `typealias`, no alias to resolve; no
  /// `addRoute`, no route table; no `BindingReducer` or `ifLet`, no body contract.
  package struct Words {
    package var typealiases = true
    package var routes = true
    package var bodyContracts = true
    /// `var transition: Transition`: a transition table on an action enum.
    package var tables = true
    /// `switch self`: maybe a transition method of a state enum.
    package var selfSwitches = true
    /// `[State: [Event: State]]`, `[(State, Event, State)]`: maybe a table literal, whose cases
    /// need a written type.
    package var tableLiterals = true

    package init() {}

    package init(_ text: String) {
      typealiases = ByteSearch.containsAny(text, ["typealias"])
      routes = ByteSearch.containsAny(text, ["addRoute"])
      bodyContracts = ByteSearch.containsAny(text, ["BindingReducer", "ifLet"])
      tables = ByteSearch.containsAny(text, ["var transition"])
      selfSwitches = ByteSearch.containsAny(text, ["switch self"])
      tableLiterals = ByteSearch.containsAny(text, ["]]", ")]"])
    }
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

    let initials = InitialStateCollector()
    initials.walk(parsed.tree)
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
    let summarizer = StateMethodSummarizer(parsed, properties: holders.properties)
    summarizer.walk(parsed.tree)
    let methods = MethodIndex(table)
    facts.methodSummaries =
      summarizer.summaries + HelperSummary.summaries(Array((methods.methods[""] ?? [:]).values))
    for table in methods.methods.values {
      facts.methodNames.formUnion(table.keys.filter { !$0.contains("(") })
    }
    let reducers = ReducerFinder(
      parsed, extraFunctions: extraFunctions, holders: holders.holders,
      properties: holders.properties, methods: methods.methods,
      aliases: words.typealiases ? table.typeAliases(outside: [.function, .closure]) : [:],
      enumNames: Set(
        declarations.enums.compactMap { $0.qualifiedName.split(separator: ".").last }.map(
          String.init)))
    reducers.walk(parsed.tree)
    facts.reducers = EntryPointFinder.adding(
      to: reducers.machines, parsed, handlers: reducers.handlers, methods: methods.methods)
    facts.dropped = reducers.dropped + reducers.foldedHelpers
    // Read only where the markers are, so that the prefilter never changes the result.
    if holdsMarkers {
      let classes = ClassMachineFinder(
        parsed, holders: holders.holders, methods: methods.methods,
        taken: Set(reducers.reducers.map { $0.typePath.joined(separator: ".") }))
      classes.walk(parsed.tree)
      facts.reducers += classes.reducers
      facts.dropped += classes.dropped
      if words.routes {
        let routes = RouteTableFinder(parsed)
        routes.walk(parsed.tree)
        facts.reducers += routes.reducers
      }
      if words.tables {
        let tables = TransitionTableFinder(parsed)
        tables.walk(parsed.tree)
        facts.reducers += tables.reducers
      }
      if words.tableLiterals {
        let tables = TableLiteralFinder.reducers(in: parsed)
        let drawn = Set(tables.map { "\($0.name).\($0.function ?? "")" })
        facts.reducers += tables
        facts.dropped.removeAll { drawn.contains($0.name) }
      }
      if words.selfSwitches {
        let names = Set(
          facts.enums.compactMap { $0.qualifiedName.split(separator: ".").last }.map(String.init))
        let methods = StateEnumMethodFinder(parsed, enums: names)
        methods.walk(parsed.tree)
        facts.reducers += methods.reducers
      }
    }

    if words.bodyContracts { facts.bodyContracts = BodyContracts.read(parsed) }
    let uniFlow = UniFlowFinder(parsed)
    uniFlow.walk(parsed.tree)
    facts.uniFlow = uniFlow.facts
    return facts
  }
}
