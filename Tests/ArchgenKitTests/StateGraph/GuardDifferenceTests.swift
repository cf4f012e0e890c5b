import XCTest

@testable import ArchgenKit

/// Parallel edges whose guards differ only past the cut show the part that differs.
final class GuardDifferenceTests: XCTestCase {
  private let common = "let challenge = state.dailyChallenges.first(where: { $0.mode == mode })"

  private func transition(
    _ guardText: String?, from: String = "*", to: String = "alert", event: String = "tap"
  ) -> Transition {
    Transition(from: from, to: to, event: event, guardText: guardText, line: 1)
  }

  func testGuardsThatDifferAtTheEndShowTheEnd() {
    let labels = GuardDifference.shortLabels([
      transition(common + " && !isPlayable"), transition(common + " && isPlayable", to: "game"),
    ])
    XCTAssertEqual(labels, ["tap […!isPlayable]", "tap […isPlayable]"])
    // Without the rule both read `tap [let challenge = state.dailyChallenges.f…]`.
    XCTAssertEqual(
      EdgeLabel.short(transition(common + " && !isPlayable")),
      EdgeLabel.short(transition(common + " && isPlayable")))
  }

  func testTheWindowStartsAtAWordAtMostTwentyCharactersBefore() {
    let labels = GuardDifference.shortLabels([
      transition(common + " && (game.context, game.mode): (.solo, .unlimited)"),
      transition(common + " && (game.context, game.mode): (.dailyChallenge, .unlimited)"),
    ])
    XCTAssertEqual(
      labels, ["tap […(.solo, .unlimited)]", "tap […(.dailyChallenge, .unlimited)]"])
  }

  func testAGuardThatEndsWhereTheOtherGoesOnShowsItsEnd() {
    let short = "let turnBasedMatchData = match.matchData?.turnBasedMatchData"
    let labels = GuardDifference.shortLabels([
      transition(short), transition(short + " && !(match.status != .ended)"),
    ])
    XCTAssertEqual(
      labels, ["tap […turnBasedMatchData]", "tap […turnBasedMatchData && !(match.status !…]"])
  }

  func testThreeGuardsAreToldApartRoundByRound() {
    let head = "let face = face && state.cubes.isPlayable(side: face.side) && "
    let labels = GuardDifference.shortLabels([
      transition(head + "!(let index = word.firstIndex(of: face)) && !(let last = word.last)"),
      transition(head + "!(let index = word.firstIndex(of: face)) && let last = word.last"),
      transition(head + "let index = word.firstIndex(of: face)"),
    ])
    XCTAssertEqual(
      labels,
      [
        "tap […!(let index = word… …!(let last = word.…]",
        "tap […!(let index = word… …let last = word.la…]",
        "tap […let index = word.firstIndex(of: face)]",
      ])
  }

  /// Two differences too far apart for one part: the first stays in sight.
  func testGuardsThatDifferInTwoPlacesShowBoth() {
    let head = "state.bindings.allowCustomSetting == settings.isDefault && "
    let guards = [
      head + "state.bindings.allowCustomSetting && catch && type: .loadingSettingsFailed",
      head + "state.bindings.allowCustomSetting && catch && type: .setModeFailed",
      head + "!state.bindings.allowCustomSetting && catch && type: .loadingSettingsFailed",
      head + "!state.bindings.allowCustomSetting && catch && type: .setModeFailed",
    ]
    let labels = GuardDifference.shortLabels(guards.map { transition($0) })
    XCTAssertEqual(Set(labels).count, 4, labels.joined(separator: "\n"))
    XCTAssertEqual(
      labels,
      [
        "tap […state.bindings.all… ….loadingSettingsFa…]",
        "tap […state.bindings.all… ….setModeFailed]",
        "tap […!state.bindings.al… ….loadingSettingsFa…]",
        "tap […!state.bindings.al… ….setModeFailed]",
      ])
  }

  func testOnlyLabelsThatWouldReadTheSameFromOneStateChange() {
    let transitions = [
      // Another source state: its label is its own.
      transition(common + " && !isPlayable", from: "idle"),
      transition(common + " && isPlayable"),
      // Another event.
      transition(common + " && !isPlayable", event: "press"),
      // Short guards are never cut.
      transition("isPlayable"), transition("!isPlayable"),
      // The same guard to another target: the targets tell them apart.
      transition(common + " && isPlayable", to: "game"),
    ]
    XCTAssertEqual(GuardDifference.shortLabels(transitions), transitions.map(EdgeLabel.short))
  }

  func testDOTShowsTheDifferenceAndKeepsTheWholeGuardAsTooltip() {
    let machine = StateMachine(
      name: "Daily", file: "a.swift", line: 1, stateType: "S", eventType: "E", initial: nil,
      states: [StateNode(name: "alert", reached: true)],
      transitions: [transition(common + " && !isPlayable"), transition(common + " && isPlayable")])
    let dot = DOTRenderer().render(machine)
    XCTAssertTrue(
      dot.contains(
        "\"*\" -> \"alert\" [label=\"tap […!isPlayable]\\ntap […isPlayable]\", tooltip=\"tap ["
          + common + " && !isPlayable]\\ntap [" + common + " && isPlayable]\"];"), dot)
  }
}
