/// One node of a machine, read from the text `StateMachine` and `Transition` keep (`*`, `?`,
/// `[*]`, `loading`, `mode=idle`, `items[]=?`, `0`). The extractor builds the text; this is the
/// one place that reads it back (`Node(_:)`) and writes it (`text`).
package enum Node: Hashable, Sendable {
  /// `*`: the switch does not look at the state.
  case any
  /// `?`: a target that cannot be told statically.
  case unknown
  /// `[*]` or a method call the linker has still to resolve.
  case pseudo(Pseudo)
  /// `mode=idle`, `rows[].mode=playing`, `[]=nil`: a field of the state (its path of names, `.`,
  /// `[]`) and the value it takes (never itself a field).
  indirect case field(path: String, value: Node)
  /// A value of the whole state that names something (`loading`, `Mode.idle`, `nil`, `true`):
  /// for a declared case of the state enum, `payload` is its payload's tokens ("" without one).
  case `case`(name: String, payload: String?)
  /// Any other value of the whole state: a literal (`0`, `"x"`, `[]`) or text no other node
  /// reads.
  case literal(String)

  package enum Pseudo: Hashable, Sendable {
    /// UniFlow's pseudo-state before `initialization` and after `deinitialization`.
    case start
    /// A call of a method of the state, by its summary key, that the linker replaces by the
    /// fields the method sets.
    case methodCall(String)
    /// `phase = phase.next`: the value a transfer of the state's enum gives, which
    /// `StateTransferStep` replaces by one edge per case the transfer moves.
    case transfer(StateTransferKey)
    /// Where what follows a transfer starts: the values the transfer gives, else `before` (the
    /// start it had); `fallback` is the case after `??` (`status?.next ?? .idle`).
    case afterTransfer(StateTransferKey, before: String, fallback: String?)
  }

  /// The text of the `"\u{1}"`-prefixed method-call placeholder.
  package static let methodCallMark = "\u{1}"

  /// Reads a node as the extractor writes it.
  package init(_ text: String) {
    if let equals = text.firstIndex(of: "="), Self.isFieldPath(text[..<equals]) {
      self = .field(
        path: String(text[..<equals]),
        value: Node(value: String(text[text.index(after: equals)...])))
    } else {
      self.init(value: text)
    }
  }

  /// Reads `text` as a value, never a field: the value a field or the whole state takes.
  package init(value text: String) {
    switch text {
    case StateMachine.anyState: self = .any
    case StateMachine.unknownState: self = .unknown
    case StateMachine.pseudoState: self = .pseudo(.start)
    default:
      if text.hasPrefix(Self.methodCallMark) {
        self = .pseudo(.methodCall(String(text.dropFirst(Self.methodCallMark.count))))
      } else if let transfer = StateTransferKey.pseudo(text) {
        self = .pseudo(transfer)
      } else if let first = text.first, first.isLetter || first == "_" {
        self = .case(name: text, payload: nil)
      } else {
        self = .literal(text)
      }
    }
  }

  /// The text the machine and its JSON use.
  package var text: String {
    switch self {
    case .any: return StateMachine.anyState
    case .unknown: return StateMachine.unknownState
    case .pseudo(.start): return StateMachine.pseudoState
    case .pseudo(.methodCall(let key)): return Self.methodCallMark + key
    case .pseudo(let transfer): return StateTransferKey.text(transfer)
    case .field(let path, let value): return "\(path)=\(value.text)"
    case .case(let name, _): return name
    case .literal(let text): return text
    }
  }

  /// A field path: names, digits, `_`, `.`, `[]` and `$`.
  private static func isFieldPath(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "_.[]$".contains($0) }
  }
}
