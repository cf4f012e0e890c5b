import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds transition tables written as literals in the type that holds the state: a nested
/// dictionary from a state's case to an event's case to the next state's case
/// (`[.locked: [.coin: .unlocked]]`), or an array of triples
/// (`[(.closed, .open, .opened)]`, labelled or not, by position: from, event, to). The cases
/// decide, not the names: every from and to is a case of the enum the type holds, every event a
/// case of another enum of the file. Each entry is one transition; the machine is the type's.
package final class TableLiteralFinder: SyntaxVisitor {
  private let source: ParsedSource
  private var enumCases: [String: Set<String>] = [:]
  private var tables: [(node: VariableDeclSyntax, entries: [(String, String, String)])] = []
  package private(set) var reducers: [ReducerFacts] = []

  package init(_ source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  /// The machines of the tables in the file.
  package static func reducers(in source: ParsedSource) -> [ReducerFacts] {
    let finder = TableLiteralFinder(source)
    finder.walk(source.tree)
    finder.resolve()
    return finder.reducers
  }

  package override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    var current = node.parent
    while let syntax = current, !syntax.is(EnumDeclSyntax.self) { current = syntax.parent }
    if let owner = current?.as(EnumDeclSyntax.self) {
      enumCases[owner.name.text, default: []].insert(node.name.text)
    }
    return .skipChildren
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true, let binding = node.bindings.first,
      let value = binding.initializer?.value
    else { return .skipChildren }
    let entries = Self.nested(value) ?? Self.triples(value) ?? []
    if !entries.isEmpty { tables.append((node, entries)) }
    return .skipChildren
  }

  private func resolve() {
    let holders = EnumHolderCollector.holders(in: source.tree)
    for (node, entries) in tables {
      let path = SyntaxScope.typePath(of: node)
      let key = path.joined(separator: ".")
      let states = Set(entries.flatMap { [$0.0, $0.2] })
      let events = Set(entries.map(\.1))
      guard
        let holder = holders[key]?.first(where: { holder in
          guard let type = holder.stateType.flatMap({ TypeName.components($0).last }) else {
            return false
          }
          return enumCases[type].map { states.isSubset(of: $0) } == true
        }),
        enumCases.contains(where: { name, cases in
          name != TypeName.components(holder.stateType ?? "").last && events.isSubset(of: cases)
        })
      else { continue }
      let transitions = entries.map { from, event, to in
        Transition(
          from: from, to: to, event: event,
          line: source.location(of: node.positionAfterSkippingLeadingTrivia).line)
      }
      let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
      reducers.append(
        ReducerFacts(
          name: key, typePath: path, file: source.path, line: line, column: column,
          stateType: holder.stateType, eventType: nil, function: holder.name,
          holderInitial: holder.initial, transitions: transitions, cases: [], heldState: true))
    }
  }

  /// `[.locked: [.coin: .unlocked, .fail: .broken], ...]`.
  private static func nested(_ value: ExprSyntax) -> [(String, String, String)]? {
    guard case .elements(let outer)? = value.as(DictionaryExprSyntax.self)?.content else {
      return nil
    }
    var entries: [(String, String, String)] = []
    for row in outer {
      guard let from = TargetValue.caseName(row.key),
        case .elements(let inner)? = row.value.as(DictionaryExprSyntax.self)?.content
      else { return nil }
      for cell in inner {
        guard let event = TargetValue.caseName(cell.key), let to = TargetValue.caseName(cell.value)
        else { return nil }
        entries.append((from, event, to))
      }
    }
    return entries
  }

  /// `[(.closed, .open, .opened), (from: .opened, on: .close, to: .closed)]`.
  private static func triples(_ value: ExprSyntax) -> [(String, String, String)]? {
    guard let array = value.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
    var entries: [(String, String, String)] = []
    for element in array.elements {
      guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count == 3
      else { return nil }
      let names = tuple.elements.compactMap { TargetValue.caseName($0.expression) }
      guard names.count == 3 else { return nil }
      entries.append((names[0], names[1], names[2]))
    }
    return entries
  }
}
