import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31 item 2, detection by meaning: a stored enum of any name (`runMode`, `light`) is a
/// machine's state by what the type does with it, as one named `state` is, never by its name.
final class GraphAnyNameStateTests: XCTestCase {
  private static let fetcher = """
    final class Fetcher {
      enum Phase { case idle, running, finished }

      private(set) var phase: Phase = .idle
      private let source: Source

      init(source: Source) { self.source = source }

      func start(cancelled: Bool) {
        if cancelled || phase == .finished { return }
        source.onData = { [weak self] in
          self?.phase = .running
        }
        source.onEnd = { [weak self] in
          self?.phase = .finished
        }
      }
    }
    """

  /// Two callbacks move `phase` to two cases, and the method that installs them first decides
  /// by its case (`phase == .finished`): a machine, although no event leaves a case it entered.
  func testAValueEventsMoveAndItsCaseDecidesIsAMachine() {
    let result = GraphFixtures.analyze(code: Self.fetcher)
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      ["Fetcher": ["* -onData-> running", "* -onEnd-> finished"]])
    XCTAssertEqual(result.machines.map(\.initial), ["idle"])
  }

  /// The same value that nothing decides by where it changes (tested, if at all, where nothing
  /// moves it): a value the callbacks set, no machine, and a note says why.
  func testTheSameValueNotDecidedByIsNone() {
    let untested = Self.fetcher.replacingOccurrences(
      of: "if cancelled || phase == .finished { return }", with: "if cancelled { return }")
    let testedApart = untested.replacingOccurrences(
      of: "  func start(", with: "  var isDone: Bool { phase == .finished }\n\n  func start(")
    for code in [untested, testedApart] {
      let result = GraphFixtures.analyze(code: code)
      XCTAssertEqual(result.machines.map(\.name), [], code)
      XCTAssertTrue(
        result.dropped.contains { $0.name == "Fetcher.phase" }, "\(result.dropped)")
    }
  }

  /// `guard light != .bright else { return }`: the one event starts from every other case, so
  /// it moves the value on from `dim`, a case it did not just set (`dim -> bright`). Writing
  /// `dim` where the value may already be `dim` leaves it as it was: no `dim -> dim` self-loop
  /// (a plain case written under an exclusion, `GraphPathEndsTests`).
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
          "off -press-> dim", "off -press-> bright", "dim -press-> bright",
        ]
      ])
  }

  private static let recorder = """
    final class Recorder: NSObject {
      enum Phase { case idle, armed, running, broken }

      @Published private(set) var phase: Phase = .idle
      private var observation: NSKeyValueObservation?

      init(device: Device) {
        super.init()
        observation = device.observe(\\.status) { [weak self] device, _ in
          self?.statusChanged(device.status, device: device)
        }
      }

      private func statusChanged(_ status: Device.Status, device: Device) {
        switch status {
        case .warmingUp:
          phase = .armed
        case .active:
          phase = .running
        case .faulted:
          phase = .broken
        @unknown default:
          break
        }
      }
    }
    """

  /// A private method that the observation an initializer installs calls back, handed the
  /// observed status and the object: the status it switches over is the event (its cases name
  /// the edges), the other parameter its payload, whatever the state is called.
  func testAPrivateHandlerCalledBackWithAnEnumAndMoreIsAReducer() {
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: Self.recorder)),
      ["Recorder": ["* -warmingUp-> armed", "* -active-> running", "* -faulted-> broken"]])
  }

  /// The same method called by a method of its own type is that method's helper: no reducer.
  func testThePrivateHandlerItsOwnMethodCallsIsAHelper() {
    let code = Self.recorder.replacingOccurrences(
      of: "  private func statusChanged",
      with: "  func reset(device: Device) {\n    statusChanged(.warmingUp, device: device)\n  }\n\n"
        + "  private func statusChanged")
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines.map(\.name), [])
  }
}
