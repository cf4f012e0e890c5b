/// Short labels that tell apart transitions whose guards differ only past the cut: when two
/// transitions from one state would read the same once their guards are cut at
/// `EdgeLabel.guardLimit` characters, each guard is shown from just before the first character
/// where they differ (`load [let user = state.session?.user && …!user.isAdmin]` reads as
/// `load […!user.isAdmin]` and `load […user.isAdmin]`).
package enum GuardDifference {
  /// At most this many characters of the common part are kept before the difference.
  package static let lead = 20

  /// `EdgeLabel.short` of each transition, with guards that would collide shown by their
  /// difference.
  package static func shortLabels(_ transitions: [Transition]) -> [String] {
    let guards = transitions.map { $0.guardText.map(EdgeLabel.collapsed) }
    var shown = guards.map { $0.map { EdgeLabel.cut($0) } }
    // By source state and the label without its guard: guards told apart in separate groups
    // could read the same again.
    var groups: [[Int]] = []
    var index: [[String]: Int] = [:]
    for (at, transition) in transitions.enumerated() where shown[at] != guards[at] {
      let key = [transition.from, EdgeLabel.label(transition, guardText: nil)]
      if let group = index[key] {
        groups[group].append(at)
      } else {
        index[key] = groups.count
        groups.append([at])
      }
    }
    for group in groups {
      let texts = group.compactMap { guards[$0] }
      for (at, text) in zip(group, distinguished(texts)) { shown[at] = text }
    }
    return transitions.indices.map { EdgeLabel.label(transitions[$0], guardText: shown[$0]) }
  }

  /// The shown form of each guard (whitespace already collapsed), round by round: guards that
  /// read the same are shown from the first character where they differ; those that still read
  /// the same get a second place, and a third, each part shorter (`…!state.bindings.al…
  /// ….setModeFailed`), so every earlier difference stays in sight.
  package static func distinguished(_ guards: [String]) -> [String] {
    let texts = guards.map { Array($0) }
    var positions = Array(repeating: [Int](), count: guards.count)
    var shown = guards.map { EdgeLabel.cut($0) }
    while true {
      var byShown: [String: [Int]] = [:]
      for (at, text) in shown.enumerated() { byShown[text, default: []].append(at) }
      var progress = false
      for members in byShown.values where Set(members.map { guards[$0] }).count > 1 {
        let common = commonPrefix(members.map { texts[$0] })
        // Each round gives a guard a new place, and a guard has at most `places`, so this ends.
        for at in members where positions[at].count < places && !positions[at].contains(common) {
          positions[at].append(common)
          positions[at].sort()
          progress = true
        }
      }
      guard progress else { return shown }
      shown = texts.indices.map { render(texts[$0], at: positions[$0]) }
    }
  }

  /// The most places one guard is shown at.
  package static let places = 3

  /// Characters shared by the start of every text.
  package static func commonPrefix(_ texts: [[Character]]) -> Int {
    guard let first = texts.first else { return 0 }
    var count = 0
    while count < first.count, texts.allSatisfy({ $0.count > count && $0[count] == first[count] }) {
      count += 1
    }
    return count
  }

  /// `text` at each of `positions`, one part each, in the guard limit: a part starts at a word at
  /// most `lead` characters before its position (half the part's length when there are several)
  /// after a space, else after any character that is not part of a name, with `…` in front when
  /// it does not start at the beginning. One part whose difference the usual cut already shows is
  /// that cut.
  package static func render(_ text: [Character], at positions: [Int]) -> String {
    let whole = String(text)
    guard let first = positions.first else { return EdgeLabel.cut(whole) }
    if positions.count == 1 && first < EdgeLabel.guardLimit - 1 { return EdgeLabel.cut(whole) }
    let budget = (EdgeLabel.guardLimit - 1) / positions.count
    let reach = positions.count == 1 ? lead : budget / 2
    return positions.map { position in
      let earliest = max(0, position - reach)
      let before = text[earliest..<min(position, text.count)]
      var start = earliest
      if let space = before.lastIndex(where: \.isWhitespace) {
        start = space + 1
      } else if let mark = before.lastIndex(where: { !isNamePart($0) }) {
        start = mark + 1
      }
      let part = EdgeLabel.cut(String(text[start...]), limit: budget)
      return start == 0 ? part : "…" + part
    }.joined(separator: " ")
  }

  private static func isNamePart(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "!"
  }
}
