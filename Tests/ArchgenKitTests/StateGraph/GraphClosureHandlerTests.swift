import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31: a closure whose one parameter is an event that decides how a held state changes is
/// an entry point, exactly as a method would be, whatever call carries it (a subscription, a
/// stored handler) and whatever its parameter is called; a closure that only forwards its value,
/// or a request's result, is none.
final class GraphClosureHandlerTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze(fixture))
  }

  func testSubscriptionClosuresAreEntryPoints() throws {
    let found = try machines("SubscriptionHandlers.swift")
    XCTAssertEqual(
      found["RadioViewModel"],
      ["* -powerOn-> tuning", "* -tuned-> playing", "* -powerOff-> off"])
    XCTAssertEqual(
      found["CheckoutViewModel"],
      ["* -pay-> paying", "* -approve-> paid", "* -decline-> declined", "* -edit-> editing"])
    XCTAssertEqual(found["LiveFeed"], ["* -opened-> up", "* -closed-> connecting"])
    XCTAssertEqual(
      found["DraftViewModel"], ["* -type-> writing", "* -save-> saved", "* -discard-> empty"])
  }

  func testAStoredHandlerClosureIsAnEntryPoint() throws {
    let found = try machines("SubscriptionHandlers.swift")
    XCTAssertEqual(
      found["StopwatchModel"], ["* -start-> running", "* -lap-> lapped", "* -stop-> stopped"])
  }

  /// A class whose methods assign its state keeps that machine; its subscription's events join
  /// it rather than replace it.
  func testASubscriptionAddsToItsClassMachine() throws {
    let found = try machines("SubscriptionHandlers.swift")
    XCTAssertEqual(
      found["ClipDownloader"],
      [
        "* -start-> fetching", "fetching -start-> finished", "fetching -start-> failed",
        "* -cancel-> idle", "* -done-> finished", "* -broken-> failed",
      ])
  }

  func testForwardingClosuresAndResultsAreNoMachines() throws {
    let found = try machines("SubscriptionHandlers.swift")
    XCTAssertNil(found["GalleryViewModel"])
    XCTAssertEqual(found.count, 6)
  }

  /// A closure inside a handler already read is part of that machine, never a second one.
  func testAClosureInsideAHandlerIsNoSecondMachine() throws {
    let result = GraphFixtures.analyze(
      code: """
        final class SessionViewModel {
          enum State { case idle, busy, done }
          enum Action { case start, stop }
          var state: State = .idle
          func send(_ action: Action) {
            switch action {
            case .start:
              state = .busy
              worker.run { [weak self] action in
                switch action {
                case .start: self?.state = .done
                case .stop: self?.state = .idle
                }
              }
            case .stop: state = .idle
            }
          }
        }
        """)
    XCTAssertEqual(result.machines.count, 1)
    XCTAssertEqual(result.machines.first?.function, "send")
  }
}
