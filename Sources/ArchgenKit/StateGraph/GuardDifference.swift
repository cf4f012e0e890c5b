/// Short labels that tell apart transitions whose guards differ only past the cut: when two
/// transitions from one state would read the same once their guards are cut at
/// `EdgeLabel.guardLimit` characters, each guard is shown from just before the first character
/// where they differ (`load [let user = state.session?.user && …!user.isAdmin]` reads as
/// `load […!user.isAdmin]` and `load […user.isAdmin]`).
enum GuardDifference {
  /// At most this many characters of the common part are kept before the difference.
  static let lead = 20

  /// `EdgeLabel.short` of each transition, with guards that would collide shown by their
  /// difference.
  static func shortLabels(_ transitions: [Transition]) -> [String] {
    let guards = transitions.map { $0.guardText.map(EdgeLabel.collapsed) }
    var shown = guards.map { $0.map { EdgeLabel.cut($0) } }
    var groups: [[Int]] = []
    var index: [[String]: Int] = [:]
    for (at, transition) in transitions.enumerated() where shown[at] != guards[at] {
      let key = [transition.from, EdgeLabel.label(transition, guardText: shown[at])]
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

  /// The shown form of each guard (whitespace already collapsed): cut as usual when the cut ones
  /// all differ or the guards are the same, else from around the first difference, recursively
  /// for those that still read the same.
  static func distinguished(_ guards: [String], from position: Int = 0) -> [String] {
    let distinct = Set(guards)
    guard distinct.count > 1 else { return guards.map { window($0, at: position) } }
    let texts = guards.map { Array($0) }
    let common = commonPrefix(texts)
    var shown = texts.map { window($0, at: common) }
    var byShown: [String: [Int]] = [:]
    for (at, text) in shown.enumerated() { byShown[text, default: []].append(at) }
    // Each round starts further in, so this ends; with no progress the windows stay as they are.
    guard common > position || position == 0 else { return shown }
    for members in byShown.values where Set(members.map { guards[$0] }).count > 1 {
      let again = distinguished(members.map { guards[$0] }, from: common)
      for (at, text) in zip(members, again) { shown[at] = text }
    }
    return shown
  }

  /// Characters shared by the start of every text.
  static func commonPrefix(_ texts: [[Character]]) -> Int {
    guard let first = texts.first else { return 0 }
    var count = 0
    while count < first.count, texts.allSatisfy({ $0.count > count && $0[count] == first[count] }) {
      count += 1
    }
    return count
  }

  /// `text` cut at the guard limit, from a word start at most `lead` characters before
  /// `position` (after a space, else after any character that is not part of a name), with `…`
  /// in front when it does not start at the beginning.
  static func window(_ text: String, at position: Int) -> String {
    window(Array(text), at: position)
  }

  static func window(_ text: [Character], at position: Int) -> String {
    let whole = String(text)
    // The difference is already in sight when the guard is cut from its start.
    if position < EdgeLabel.guardLimit - 1 { return EdgeLabel.cut(whole) }
    let earliest = max(0, position - lead)
    let before = text[earliest..<min(position, text.count)]
    var start = earliest
    if let space = before.lastIndex(where: \.isWhitespace) {
      start = space + 1
    } else if let mark = before.lastIndex(where: { !isNamePart($0) }) {
      start = mark + 1
    }
    if start == 0 { return EdgeLabel.cut(whole) }
    return "…" + EdgeLabel.cut(String(text[start...]), limit: EdgeLabel.guardLimit - 1)
  }

  private static func isNamePart(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "!"
  }
}
