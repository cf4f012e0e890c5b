import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31 item 2, detection by meaning: a stored enum of any name (`light`) is a machine's
/// state by what the type does with it, as one named `state` is, never by its name.
final class GraphAnyNameStateTests: XCTestCase {
  /// `guard light != .bright else { return }`: the one event starts from every other case, so
  /// it moves the value on from `dim`, a case it did not just set (`dim -> bright`).
  func testAnEarlyExitOnTheValueStartsTheEventFromTheOtherCases() {
    let code = """
      final class Lamp {
        enum Light { case off, dim, bright }

        private(set) var light: Light = .off
        private let sensor: Sensor

        init(sensor: Sensor) { self.sensor = sensor }

        func press() async {
          guard light != .bright else { return }
          if await sensor.isDark() {
            light = .dim
          } else {
            light = .bright
          }
        }
      }
      """
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code)),
      [
        "Lamp": [
          "off -press-> dim", "dim -press-> dim", "off -press-> bright", "dim -press-> bright",
        ]
      ])
  }
}
