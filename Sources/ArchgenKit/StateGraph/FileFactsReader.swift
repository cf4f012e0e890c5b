import SwiftSyntax

/// Reads one file's facts with a parse and a handful of small visitors.
enum FileFactsReader {
  /// Byte markers without which a file cannot hold anything the graph needs.
  static let markers = ["switch", "transition(", "initialization(", "enum ", "initial"]

  static func mightMatter(_ text: String) -> Bool {
    markers.contains { text.utf8.firstRange(of: $0.utf8) != nil }
  }

  static func read(_ source: SourceText, extraFunctions: Set<String>) -> FileFacts {
    var facts = FileFacts()
    guard mightMatter(source.text) else { return facts }
    let parsed = ParsedSource(source)
    if let first = parsed.syntaxErrors.first {
      facts.diagnostics.append(
        .warning(
          "syntax errors in this file (first: \(first.message)); showing the state machines that "
            + "could be read", file: source.path, line: first.line, column: first.column))
    }
    let declarations = DeclarationCollector(parsed)
    declarations.walk(parsed.tree)
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
    let methods = MethodIndex()
    methods.walk(parsed.tree)
    let reducers = ReducerFinder(
      parsed, extraFunctions: extraFunctions, holders: holders.holders,
      properties: holders.properties, methods: methods.methods)
    reducers.walk(parsed.tree)
    facts.reducers = reducers.reducers

    let uniFlow = UniFlowFinder(parsed)
    uniFlow.walk(parsed.tree)
    facts.uniFlow = uniFlow.facts
    return facts
  }
}
