/// The transfer a change names before linking: the state enum's type (`Phase` of `phase =
/// phase.next`) and its computed property (`next`). Whether that property is a transfer is known
/// only once every file is read, so `Node.Pseudo.transfer` and `.afterTransfer` carry the key
/// until `StateTransferStep` puts the transfer's moves in.
package struct StateTransferKey: Hashable, Sendable {
  package var type: String
  package var property: String

  package init(type: String, property: String) {
    self.type = type
    self.property = property
  }

  /// `ViewState<A, B>?` and `Outer.Phase` name `ViewState` and `Phase`.
  package static func simpleTypeName(_ written: String?) -> String {
    guard let written else { return "" }
    let plain = String(written.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
    return String(plain.split(separator: ".").last ?? "")
  }

  // The text the placeholders keep inside a transition's `from` and `to` until linking; private
  // use characters, so that no source text can spell them. Only `Node` reads and writes it.
  private static let targetMark = "\u{E010}"
  private static let separator = "\u{E011}"
  private static let sourceMark = "\u{E012}"

  /// The text of a transfer placeholder (never of another pseudo-node).
  static func text(_ pseudo: Node.Pseudo) -> String {
    switch pseudo {
    case .transfer(let key):
      return targetMark + key.type + separator + key.property
    case .afterTransfer(let key, let before, let fallback):
      return [sourceMark + key.type, key.property, before, fallback ?? ""]
        .joined(separator: separator)
    case .start, .methodCall:
      return ""
    }
  }

  /// The placeholder `text` writes, nil for any other text.
  static func pseudo(_ text: String) -> Node.Pseudo? {
    if text.hasPrefix(targetMark) {
      let parts = text.dropFirst(targetMark.count).components(separatedBy: separator)
      guard parts.count == 2 else { return nil }
      return .transfer(StateTransferKey(type: parts[0], property: parts[1]))
    }
    guard text.hasPrefix(sourceMark) else { return nil }
    let parts = text.dropFirst(sourceMark.count).components(separatedBy: separator)
    guard parts.count == 4 else { return nil }
    return .afterTransfer(
      StateTransferKey(type: parts[0], property: parts[1]), before: parts[2],
      fallback: parts[3].isEmpty ? nil : parts[3])
  }
}

extension Node {
  /// The transfer a target placeholder names, with the field it is under (`phase` of
  /// `phase=⟨Phase.next⟩`, nil for the whole state); nil for any other node.
  package var transfer: (field: String?, key: StateTransferKey)? {
    switch self {
    case .pseudo(.transfer(let key)): return (nil, key)
    case .field(let path, .pseudo(.transfer(let key))): return (path, key)
    default: return nil
    }
  }

  /// The parts of a start placeholder left after a transfer, with the field it is under; nil
  /// for any other node.
  package var afterTransfer:
    (field: String?, key: StateTransferKey, before: String, fallback: String?)?
  {
    switch self {
    case .pseudo(.afterTransfer(let key, let before, let fallback)):
      return (nil, key, before, fallback)
    case .field(let path, .pseudo(.afterTransfer(let key, let before, let fallback))):
      return (path, key, before, fallback)
    default: return nil
    }
  }
}
