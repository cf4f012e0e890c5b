import ArchgenKit
import XCTest

/// Work that runs after the method that starts it: a callback handed to another object, the work
/// an initializer starts, a completion that races the code below its call.
final class GraphLaterWorkTests: XCTestCase {
  /// A closure handed to another object that only calls a method of the type is wiring: what
  /// that method changes is drawn as the method's own event (`authenticate`) or where the
  /// type's flows call it (`relock` under `lock`), never again under the callback's name. One
  /// that changes the state itself (`onExpire`) is an event of its own.
  func testACallbackThatOnlyCallsAMethodOfTheTypeIsNoEvent() {
    let code = """
      final class Locker {
        enum State { case open, locked, checking, expired }

        private(set) var state: State = .open
        private let screen = LockScreen()
        private let monitor = Heartbeat()

        func lock() {
          relock()
          screen.onTapUnlock = { [weak self] in
            self?.authenticate()
          }
          monitor.onLost = { [weak self] in
            guard let self else { return }
            self.relock()
          }
          monitor.onExpire = { [weak self] in
            self?.state = .expired
          }
        }

        func authenticate() {
          guard case .locked = state else { return }
          state = .checking
        }

        private func relock() {
          state = .locked
        }
      }
      """
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code)),
      [
        "Locker": [
          "* -lock-> locked", "locked -authenticate-> checking", "* -onExpire-> expired",
        ]
      ])
  }

  /// Work the initializer starts runs from the value the object starts in: writing that value
  /// again is where the machine already is, no edge (field-k's SwiftBar `Streaming`); a later
  /// change of the same work still starts from it.
  func testInitStartedWorkWritingTheFirstValueAgainIsNoEdge() {
    let code = """
      final class Stream {
        enum State { case streaming, failed, stopped }

        private(set) var state: State

        init() {
          state = .streaming
          Task { [weak self] in
            self?.run()
          }
        }

        func stop() {
          state = .stopped
        }

        private func run() {
          state = .streaming
          do {
            try launch()
          } catch {
            state = .failed
          }
        }
      }
      """
    let edges = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))["Stream"] ?? []
    XCTAssertFalse(edges.contains("streaming -init-> streaming"), "\(edges)")
    XCTAssertTrue(edges.contains("streaming -init-> failed"), "\(edges)")
  }

  /// A completion handed to another object's work runs when that work ends; the flow writes the
  /// state below the call (`checking` after `resume()`), so which comes first is not known: the
  /// completion's changes start from `*` (field-d rule 8). With no write below, they start from
  /// the value the flow left (field-c rule 9a).
  func testACompletionRacingAWriteBelowItsCallStartsFromAnyState() {
    let code = """
      final class SourceCheck {
        enum State { case empty, checking, valid, invalid }

        private(set) var state: State = .empty

        func check(_ url: URL) {
          state = .empty
          let task = session.dataTask(with: url) { [weak self] data, _, _ in
            self?.state = data == nil ? .invalid : .valid
          }
          task.resume()
          state = .checking
        }

        func recheck(_ url: URL) {
          state = .checking
          session.dataTask(with: url) { [weak self] data, _, _ in
            self?.state = data == nil ? .invalid : .valid
          }.resume()
        }
      }
      """
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code)),
      [
        "SourceCheck": [
          "* -check-> empty", "* -check-> invalid", "* -check-> valid", "empty -check-> checking",
          "* -recheck-> checking", "checking -recheck-> invalid", "checking -recheck-> valid",
        ]
      ])
  }
}
