// Hand-written machines driven by a table the type holds: the table's literal is the machine,
// whatever the table and its lookup are called. Each entry is a transition.

/// A nested dictionary: state → event → next state.
final class Gate {
  enum Position: Hashable {
    case shut
    case ajar
    case jammed
  }

  enum Signal: Hashable {
    case ticket
    case walkThrough
    case jam
    case fix
  }

  private(set) var position: Position = .shut
  private let moves: [Position: [Signal: Position]] = [
    .shut: [.ticket: .ajar, .jam: .jammed],
    .ajar: [.walkThrough: .shut, .jam: .jammed],
    .jammed: [.fix: .shut],
  ]

  func receive(_ signal: Signal) {
    guard let next = moves[position]?[signal] else { return }
    position = next
  }
}

/// An array of triples (from, event, to), one labelled.
final class Kettle {
  enum Heat {
    case cold
    case heating
    case boiling
  }

  enum Button {
    case on
    case off
    case whistle
  }

  var heat: Heat = .cold
  private let rules: [(Heat, Button, Heat)] = [
    (.cold, .on, .heating),
    (.heating, .whistle, .boiling),
    (from: .boiling, by: .off, to: .cold),
  ]

  func press(_ button: Button) {
    if let rule = rules.first(where: { $0.0 == heat && $0.1 == button }) {
      heat = rule.2
    }
  }
}

/// Not a table: a dictionary of text by case.
final class Labels {
  enum Kind { case short, long }
  var kind: Kind = .short
  private let names: [Kind: [Int: String]] = [.short: [1: "a"], .long: [2: "b"]]
}
