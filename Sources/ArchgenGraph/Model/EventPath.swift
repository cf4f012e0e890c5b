/// A transition's event as a path of cases: `binding`, `child.loaded`, `delegate.done`, or `*`
/// when the switch does not look at the event.
package struct EventPath: Hashable, Sendable {
  /// The components between dots, as written (empty ones kept, so the text reads back).
  package var components: [String]

  package init(_ text: String) {
    components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The text the transition keeps.
  package var text: String { components.joined(separator: ".") }

  /// `*`: any event.
  package var isAny: Bool { text == StateMachine.anyState }

  /// The outer case: the first non-empty component (`child` of `child.loaded`), "" for none.
  package var root: String { components.first { !$0.isEmpty } ?? "" }

  /// Whether `self` ends in `other` under an outer case (`error.retry` in `retry`).
  package func isNested(_ other: EventPath) -> Bool {
    text.hasSuffix("." + other.text)
  }

  /// Whether `self` covers `other`: any event, the same one, or a case whose nested events
  /// include it (`child` covers `child.loaded`).
  package func covers(_ other: EventPath) -> Bool {
    isAny || self == other || other.text.hasPrefix(text + ".")
  }
}
