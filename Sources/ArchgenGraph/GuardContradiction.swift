/// A transition's guard that cannot hold: on its path the code tests a condition and its negation
/// (`guard isReady` inside `if !isReady`, `case .a where flag` under `if !flag`, `x == nil && x !=
/// nil`), or every part of a negated list (`!(a && b)` with `a` and `b`). The guard text, as
/// transitions carry it, is read by the model (`Guard`: its tokens split at the top-level `&&`);
/// each part is read as a fact:
///
/// - `!x`, `x == false` and `x != true` deny `x`; `x`, `x == true` and `x != false` assert it;
/// - `x == nil` denies and `x != nil`, `let v = x` and `let x` assert that `x` has a value;
/// - `a == b` and `a != b` are one fact either way round (`b == a`);
/// - `!(a && b)` denies the list; anything else (`a || b`, `case .x = y`, calls) is a fact of its
///   own, asserted as written.
///
/// Tests are compared as tokens, so `x==nil` and `x == nil` are the same test.
/// A value changed between the two tests (`if !x { x = true; if x { … } }`) is not seen.
package struct GuardContradiction: Equatable {
  /// The two parts of the guard that cannot both hold, as tokens, in guard order.
  package var first: String
  package var second: String

  /// One test of the guard: what it is about, whether it asserts or denies it, and its text.
  package struct Fact {
    package var subject: String
    package var holds: Bool
    package var text: String
  }

  package typealias Token = Guard.Token

  /// The first contradiction in the guard text, or nil when its parts can all hold at once.
  package static func find(_ guardText: String) -> GuardContradiction? {
    find(Guard(guardText))
  }

  /// The first contradiction in `condition`, or nil when its parts can all hold at once.
  package static func find(_ condition: Guard) -> GuardContradiction? {
    var known: [String: Fact] = [:]
    var deniedLists: [(text: String, facts: [Fact])] = []
    // The parts' tokens only: their text is never read here.
    for part in Guard.split(condition.tokens) {
      if part.first?.text == "!", let inner = parenthesized(Array(part.dropFirst())) {
        let facts = split(inner).map(fact)
        if facts.count == 1 {
          var denied = facts[0]
          denied.holds.toggle()
          denied.text = spelled(part)
          if let clash = record(denied, in: &known) { return clash }
        } else {
          deniedLists.append((spelled(part), facts))
        }
        continue
      }
      for asserted in split(parenthesized(part) ?? part).map(fact) {
        if let clash = record(asserted, in: &known) { return clash }
      }
    }
    for list in deniedLists {
      let held = list.facts.map { known[$0.subject] }
      guard zip(list.facts, held).allSatisfy({ $0.holds == $1?.holds }) else { continue }
      return GuardContradiction(
        first: Guard.text(of: held.compactMap { $0?.text }), second: list.text)
    }
    return nil
  }

  private static func record(_ fact: Fact, in known: inout [String: Fact]) -> GuardContradiction? {
    if let earlier = known[fact.subject] {
      return earlier.holds == fact.holds
        ? nil : GuardContradiction(first: earlier.text, second: fact.text)
    }
    known[fact.subject] = fact
    return nil
  }

  /// The tokens as written, whitespace collapsed.
  package static func spelled(_ tokens: [Token]) -> String {
    EdgeLabel.collapsed(tokens.map(\.spelled).joined())
  }

  /// The tokens one space apart: the same test however it is spaced.
  private static func words(_ tokens: [Token]) -> String {
    tokens.map(\.text).joined(separator: " ")
  }

  /// One part of the guard (no top-level `&&`) as a fact.
  package static func fact(_ tokens: [Token]) -> Fact {
    let text = spelled(tokens)
    if let inner = parenthesized(tokens), split(inner).count == 1 {
      var fact = fact(inner)
      fact.text = text
      return fact
    }
    let comparisons = topLevel(tokens).filter {
      ["==", "!=", "===", "!=="].contains(tokens[$0].text)
    }
    if comparisons.count == 1, let at = comparisons.first {
      let equal = tokens[at].text == "==" || tokens[at].text == "==="
      var sides = [Array(tokens[..<at]), Array(tokens[(at + 1)...])]
      if ["nil", "true", "false"].contains(words(sides[0])) { sides.reverse() }
      switch words(sides[1]) {
      case "nil":
        return Fact(subject: "some " + words(sides[0]), holds: !equal, text: text)
      case "true", "false":
        var fact = fact(sides[0])
        fact.holds = fact.holds == (equal == (words(sides[1]) == "true"))
        fact.text = text
        return fact
      default:
        let subject = sides.map(words).sorted().joined(separator: " == ")
        return Fact(subject: subject, holds: equal, text: text)
      }
    }
    if tokens.first?.text == "!" && tokens.count > 1 && comparisons.isEmpty {
      var fact = fact(Array(tokens.dropFirst()))
      fact.holds.toggle()
      fact.text = text
      return fact
    }
    if tokens.first?.text == "let" || tokens.first?.text == "var" {
      // `let v = x` and `let x` (Swift 5.7) both say `x` has a value.
      let value =
        tokens.firstIndex { $0.text == "=" }.map { Array(tokens[($0 + 1)...]) }
        ?? Array(tokens.suffix(1))
      return Fact(subject: "some " + words(value), holds: true, text: text)
    }
    return Fact(subject: words(tokens), holds: true, text: text)
  }

  /// The parts between top-level `&&`s.
  package static func split(_ tokens: [Token]) -> [[Token]] { Guard.split(tokens) }

  /// The indices of the tokens outside any brackets.
  package static func topLevel(_ tokens: [Token]) -> [Int] { Guard.topLevel(tokens) }

  /// What is inside `( … )` when one pair of parentheses holds all of `tokens`.
  package static func parenthesized(_ tokens: [Token]) -> [Token]? {
    guard tokens.count >= 2, tokens.first?.text == "(", tokens.last?.text == ")" else { return nil }
    var depth = 0
    for (at, token) in tokens.enumerated() {
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) { depth -= 1 }
      if depth == 0 && at < tokens.count - 1 { return nil }
    }
    return Array(tokens.dropFirst().dropLast())
  }
}
