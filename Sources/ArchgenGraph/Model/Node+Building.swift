/// How the extractor builds nodes from what it reads in syntax: a case's or a literal's name,
/// a field set to a value, a field method's change placed under the field. Each node is built
/// here as `Node(_:)` reads the text it writes, so a node the extractor builds and one read back
/// from a machine are equal exactly when their texts are.
extension Node {
  /// `[]`: a collection a call emptied.
  package static let emptyCollection = Node(value: "[]")

  /// A value read from syntax (`loading`, `0`, `?`, a method call's placeholder), or a node
  /// written whole (`mode=idle`).
  package init(read text: String) { self.init(text) }

  /// `path=value`: the field at `path` takes `value` (`mode=idle`, `items[]=nil`).
  package static func setting(_ path: String, to value: String) -> Node {
    Node(path + "=" + value)
  }

  /// `path=value` for a value node.
  package static func setting(_ path: String, to value: Node) -> Node {
    setting(path, to: value.text)
  }

  /// The node a change of `field`'s own method makes of the field: `currentPage=?` under
  /// `page` is `page.currentPage=?`; a whole new value `X` is `page=X`.
  package func under(_ field: String) -> Node {
    let text = self.text
    return Node(assigns ? field + "." + text : field + "=" + text)
  }

  /// The other value of a Bool field the node pins (`isOn=true` → `isOn=false`), nil for any
  /// other node.
  package var otherBool: Node? {
    let text = self.text
    if text.hasSuffix("=true") { return Node(String(text.dropLast(4)) + "false") }
    if text.hasSuffix("=false") { return Node(String(text.dropLast(5)) + "true") }
    return nil
  }

  /// Whether the node is a value of the whole state the flow can start from: not `*`, not `?`,
  /// no field.
  package var isWholeValue: Bool { self != .any && self != .unknown && !assigns }
}

extension EventPath {
  /// `*`: the switch does not look at the event.
  package static let any = EventPath(StateMachine.anyState)
  /// The event a `default:` under a switch over the event stands for.
  package static let otherwise = EventPath("default")

  /// Whether the event is `default`.
  package var isOtherwise: Bool { self == Self.otherwise }

  /// An event picked by a switch: not `*` and not `default`.
  package var isDecided: Bool { !isAny && !isOtherwise }

  /// `prefix.name`: the case `name` of the payload this event carries.
  package func appending(_ name: String) -> EventPath {
    EventPath(text + "." + name)
  }
}

extension Transition {
  /// The transition the extractor hands on: its nodes, its event and its guard's parts written
  /// as the machine keeps them (the parts joined by `Guard.text(of:)`, no guard without parts).
  package init(
    from: Node, to: Node, event: EventPath, guards: [String], effect: String?, line: Int
  ) {
    self.init(
      from: from.text, to: to.text, event: event.text,
      guardText: guards.isEmpty ? nil : Guard.text(of: guards), effect: effect, line: line)
  }
}
