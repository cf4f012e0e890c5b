/// `tableLiteral`: A transition table literal in the type holding the state: `[.locked: [.coin:
/// .unlocked]]` or `[(.closed, .open, .opened)]`.
package enum TableLiteralForm: EntryForm {
  package static let identifier = "tableLiteral"
  package static let description =
    "A transition table literal in the type holding the state: `[.locked: [.coin:"
    + " .unlocked]]` or `[(.closed, .open, .opened)]`."
  package static let prefilterWords: [String] = []
  package static var finder: any FormFinder.Type { TableLiteralFinderRun.self }
  package static let examples = [
    FormExample(
      """
      enum Turnstile { case locked, unlocked }
      enum Input { case coin, push }

      final class Gate {
        var state: Turnstile = .locked
        let table: [Turnstile: [Input: Turnstile]] = [
          .locked: [.coin: .unlocked],
          .unlocked: [.push: .locked],
        ]
      }
      """,
      transitions: [
        "locked -coin-> unlocked",
        "unlocked -push-> locked",
      ])
  ]
}
