import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 item 2, detection by meaning, for states held where the class machines did not look:
/// a struct's stored state changed by the methods that can change it, and work an initializer
/// starts once while keeping its handle.
final class GraphValueTypeMachineTests: XCTestCase {
  /// A struct holding one state enum: its `mutating` methods are the events, as a class's
  /// methods are; a method that only reads the state is none. The initializer's case is the
  /// initial.
  func testAStructsMutatingMethodsMoveItsStoredState() {
    let code = """
      struct Sprinkler {
        private enum Phase { case idle, watering(zone: Int), paused(zone: Int), done }

        private var phase: Phase

        init() {
          self.phase = .idle
        }

        mutating func open(zone: Int) {
          switch phase {
          case .idle, .done: phase = .watering(zone: zone)
          case .watering, .paused: break
          }
        }

        mutating func hold() {
          guard case .watering(let zone) = phase else { return }
          phase = .paused(zone: zone)
        }

        mutating func finish() {
          switch phase {
          case .watering, .paused: phase = .done
          case .idle, .done: break
          }
        }

        func isRunning() -> Bool {
          if case .watering = phase { return true }
          return false
        }
      }
      """
    let result = GraphFixtures.analyze(code: code)
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "Sprinkler": [
          "idle -open-> watering", "done -open-> watering", "watering -hold-> paused",
          "watering -finish-> done", "paused -finish-> done",
        ]
      ])
    // The case every initializer leaves in a value with no default is its initial (rule I5).
    XCTAssertEqual(result.machines.first?.initial, "idle")
  }

  /// A struct's methods that are not `mutating` cannot change a plain stored value, but they
  /// can change one a property wrapper holds (a box with a `nonmutating` setter): then every
  /// method is an event. The same methods over a plain value draw nothing.
  func testAWrappedValueOfAStructIsChangedByItsPlainMethods() {
    let wrapped = """
      struct SearchPanel {
        enum Mode { case browsing, searching, showingHits }

        @Boxed(Mode.browsing) var mode: Mode

        func beginSearch() {
          mode = .searching
        }

        func show(hits: [String]) {
          guard case .searching = mode else { return }
          mode = hits.isEmpty ? .browsing : .showingHits
        }
      }
      """
    let result = GraphFixtures.analyze(code: wrapped)
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "SearchPanel": [
          "* -beginSearch-> searching", "searching -show-> browsing",
          "searching -show-> showingHits",
        ]
      ])
    let plain = wrapped.replacingOccurrences(
      of: "@Boxed(Mode.browsing) var mode: Mode", with: "var mode: Mode = .browsing")
    XCTAssertEqual(GraphFixtures.analyze(code: plain).machines, [])
  }

  /// A task the initializer starts runs once even when its handle is kept to cancel it: its
  /// writes are the event `init`, from the value the object starts in. A subscription kept in
  /// a property is still a later event, never `init`.
  func testATaskWhoseHandleIsKeptStillRunsOnceAtInit() {
    let code = """
      final class Handover {
        enum State { case waiting, done, failed }

        private var task: Task<Void, Never>?
        private(set) var state: State = .waiting

        init(source: Source) {
          task = Task { [weak self] in
            do {
              try await source.awaitAcknowledgement()
              self?.state = .done
            } catch {
              self?.state = .failed
            }
          }
        }

        deinit { task?.cancel() }
      }
      """
    let result = GraphFixtures.analyze(code: code)
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      ["Handover": ["waiting -init-> done", "waiting -init-> failed"]])
  }

  /// A private helper the initializer calls runs as part of it: the task it starts is work the
  /// initializer starts (field-k rule K2). One that writes the state itself leaves another value
  /// than the one the machine starts in: the work it starts is not read as `init`.
  func testATaskAPrivateHelperOfTheInitializerStartsRunsAtInit() {
    let code = """
      final class Beacon {
        enum State { case unknown, near, far }

        private(set) var state: State = .unknown

        init() {
          observe()
        }

        private func observe() {
          Task { [weak self] in
            let near = await Radar.isNear()
            self?.state = near ? .near : .far
          }
        }
      }

      final class Lamp {
        enum State { case off, warming, lit }

        private(set) var state: State = .off

        init() {
          warmUp()
        }

        func switchOn() {
          state = .lit
        }

        func switchOff() {
          state = .off
        }

        private func warmUp() {
          state = .warming
          Task { [weak self] in
            await Clock.wait()
            self?.state = .lit
          }
        }
      }
      """
    let result = GraphFixtures.analyze(code: code)
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "Beacon": ["unknown -init-> near", "unknown -init-> far"],
        "Lamp": ["* -switchOn-> lit", "* -switchOff-> off"],
      ])
  }

  /// A closure assigned to another object's property (`engine.onStart = { … }`) is called by
  /// that object later: an event named after the property, not part of the method that
  /// assigns it. A closure kept in the type's own property is not handed over.
  func testClosuresAssignedToAnotherObjectsCallbacksAreEvents() {
    let code = """
      final class Radio {
        enum State { case off, tuning, playing, lost }

        private(set) var state: State = .off
        private let engine = Engine()
        private var onDone: (() -> Void)?

        init() {
          installCallbacks()
        }

        func tune(to station: Station) {
          state = .tuning
          engine.start(station)
        }

        private func installCallbacks() {
          engine.onStart = { [weak self] in
            self?.state = .playing
          }
          engine.onSignalLost = { [weak self] _ in
            self?.state = .lost
          }
          onDone = { [weak self] in
            self?.state = .off
          }
        }
      }
      """
    let result = GraphFixtures.analyze(code: code)
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      ["Radio": ["* -tune-> tuning", "* -onStart-> playing", "* -onSignalLost-> lost"]])
  }

  /// Reading a computed property runs its getter: what the getter changes (here through a
  /// private helper) is an event named after the property (field-n rule N4). A getter that
  /// builds a closure (a button's action) returns work that runs later: no event.
  func testAComputedPropertysGetterIsAnEvent() {
    let code = """
      final class PaymentSheet {
        enum State { case idle, presented, paid }

        private(set) var state: State = .idle

        var sheet: Sheet { makeSheet() }

        var cancelButton: Button {
          Button("Cancel") { [weak self] in self?.state = .idle }
        }

        func didPay() {
          guard case .presented = state else { return }
          state = .paid
        }

        private func makeSheet() -> Sheet {
          state = .presented
          return Sheet()
        }
      }
      """
    let result = GraphFixtures.analyze(code: code)
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      ["PaymentSheet": ["presented -didPay-> paid", "* -sheet-> presented"]])
  }
}
