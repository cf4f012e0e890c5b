import ArchgenKit
import XCTest

/// Hand-written machines whose stored value is an enum of the file under any name (`phase`,
/// `status`, `mode`), moved by methods, callbacks and the observers of other properties.
final class GraphHandWrittenTests: XCTestCase {
  func testEnumValuesUnderAnyNameAreMachinesOfTheirMethods() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("HandWrittenMachines.swift"))
    XCTAssertEqual(
      edges["UploadSession"],
      [
        "waiting -begin-> sending", "failed -begin-> sending", "sending -finish-> sent",
        "* -fail-> failed",
      ])
    // The timer's block runs later: `expire` is an event, not a change `search` makes.
    XCTAssertEqual(
      edges["PairingController"],
      [
        "unpaired -search-> searching", "paired -search-> searching",
        "timedOut -search-> searching", "searching -didFindDevice-> paired",
        "* -forget-> unpaired", "searching -expire-> timedOut",
      ])
    XCTAssertEqual(
      edges["StopwatchModel"],
      ["* -start-> running", "running -pause-> paused", "* -reset-> stopped"])
    XCTAssertNil(edges["ListSettings"], "a setter of one case and of a given value is no machine")
    XCTAssertNil(edges["SheetRouter"], "a selection never looked at first is no machine")
  }

  /// A selection, a failure cleared and set again, a pending level and a look whose every case
  /// carries data are values their type chooses: none is moved on from a case it entered.
  func testValuesTheTypeChoosesAreNoMachines() throws {
    let result = try GraphFixtures.analyze("NegativeChosenValues.swift")
    XCTAssertEqual(result.machines.map(\.name), [])
  }

  /// A completion handed to the type's own method continues the method that hands it over: its
  /// changes are that method's, and the method is still an event of its own.
  func testCompletionOfOwnMethodIsFollowed() {
    let code = """
      final class Recorder {
        enum Mode { case idle, recording, playing, paused }
        private(set) var mode: Mode = .idle
        func play() {
          finishWriting { [weak self] in self?.startPlaying() }
        }
        func pause() {
          if mode == .playing { mode = .paused }
        }
        func toggle() {
          switch mode {
          case .paused: play()
          default: break
          }
        }
        private func startPlaying() { mode = .playing }
        private func finishWriting(_ done: @escaping () -> Void) { done() }
      }
      """
    let edges = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))
    XCTAssertEqual(edges["Recorder"]?.contains("* -play-> playing"), true, "\(edges)")
    XCTAssertEqual(edges["Recorder"]?.contains("paused -toggle-> playing"), true, "\(edges)")
  }

  func testNamesAndInitialStatesOfHandWrittenMachines() throws {
    let machines = try GraphFixtures.analyze("HandWrittenMachines.swift").machines
    XCTAssertEqual(machines.map(\.initial), ["waiting", "unpaired", "stopped"])
  }

  func testObserversOfOtherPropertiesAreEvents() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("ObservedProperties.swift"))
    XCTAssertEqual(
      edges["SearchBox"],
      [
        "* -clear-> idle", "offline -reconnect-> idle",
        "typing -query-> idle", "idle -query-> typing", "* -isOnline-> offline",
      ])
  }

  func testTimerBlockInAnEventMethodIsNotFollowed() {
    let code = """
      final class Beacon {
        enum Mode { case off, searching, found, lost }
        var mode: Mode = .off
        private var timer: Timer?
        func begin() {
          mode = .searching
          timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { [weak self] _ in
            self?.timeout()
          }
        }
        private func timeout() {
          if mode == .searching { mode = .lost }
        }
        func didRange() { mode = .found }
      }
      """
    let edges = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))
    XCTAssertEqual(
      edges["Beacon"],
      ["* -begin-> searching", "searching -timeout-> lost", "* -didRange-> found"])
  }
}

/// Transition tables held as literals by the type whose state they move.
final class GraphTableLiteralTests: XCTestCase {
  func testNestedDictionaryAndTriplesAreMachines() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("TableLiterals.swift"))
    XCTAssertEqual(
      edges["Gate"],
      [
        "shut -ticket-> ajar", "shut -jam-> jammed", "ajar -walkThrough-> shut",
        "ajar -jam-> jammed", "jammed -fix-> shut",
      ])
    XCTAssertEqual(
      edges["Kettle"], ["cold -on-> heating", "heating -whistle-> boiling", "boiling -off-> cold"])
    XCTAssertNil(edges["Labels"], "a dictionary of text by case is no table")
  }
}
