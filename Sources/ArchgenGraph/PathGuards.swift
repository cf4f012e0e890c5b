/// The conditions one path has tested, as the extractor combines them: an outer `if` and an inner
/// one, a method's `guard` and the helper it calls. A condition the path tested already adds
/// nothing to its guard; a helper's branch whose conditions contradict its caller's (`guard
/// isReady` in the method, `guard isReady else { … }` again in the helper: `GuardContradiction`)
/// never runs from there, so it gives no edge. A value changed between the two tests (`if !x { x =
/// true; if x { … } }`) is not seen, as `GuardContradiction` says.
package enum PathGuards {
  /// `guards` with the new conditions the path did not test already, in order.
  package static func adding(_ new: [String], to guards: [String]) -> [String] {
    var result = guards
    for condition in new where !result.contains(condition) { result.append(condition) }
    return result
  }

  /// Whether the conditions cannot all hold at once.
  package static func contradict(_ guards: [String]) -> Bool {
    guard guards.count > 1 else { return false }
    return GuardContradiction.find(Guard.text(of: guards)) != nil
  }

  /// Whether a branch of a followed helper cannot run from its caller: the conditions the callers
  /// tested (the first `callers` of `guards`) contradict the helper's own. The helper's branch is
  /// live code, only not on this path, so it gives this event no edge. A contradiction inside one
  /// body (`if !x` inside `if x`) is the author's dead code: its edge stays, for `--strict`'s
  /// `contradictory-guard` to report.
  package static func unreachable(_ guards: [String], callers: Int) -> Bool {
    guard callers > 0, callers < guards.count else { return false }
    // Two tests of one value name it both: read the guard only when the caller's and the
    // helper's conditions share a name.
    let own = Array(guards.dropFirst(callers))
    guard !names(in: guards.prefix(callers)).isDisjoint(with: names(in: own)) else {
      return false
    }
    return contradict(guards) && !contradict(own)
  }

  /// The names the conditions use (`isReady`, `token`), keywords and literals left out.
  private static func names(in conditions: some Sequence<String>) -> Set<Substring> {
    var found: Set<Substring> = []
    for condition in conditions {
      if let words = asciiWords(condition) {
        found.formUnion(words)
        continue
      }
      for word in condition.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      where word.first?.isLetter == true || word.first == "_" {
        found.insert(word)
      }
    }
    return found.subtracting(["let", "var", "self", "nil", "true", "false", "case", "catch"])
  }

  /// The words of an ASCII condition that start with a letter or `_`, read from its bytes (the
  /// same words as the `Character` split above, where letters and digits are `A-Z`, `a-z` and
  /// `0-9`); nil when the condition holds another byte.
  private static func asciiWords(_ condition: String) -> [Substring]? {
    let bytes = condition.utf8
    var words: [Substring] = []
    var start: String.Index?
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte < 0x80 else { return nil }
      let isWord =
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
      if isWord, start == nil {
        start = index
      } else if !isWord, let first = start {
        words.append(condition[first..<index])
        start = nil
      }
      index = bytes.index(after: index)
    }
    if let first = start { words.append(condition[first...]) }
    return words.filter { $0.utf8.first.map { $0 < 0x30 || $0 > 0x39 } ?? false }
  }
}
