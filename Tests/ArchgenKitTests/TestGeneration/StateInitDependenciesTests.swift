import XCTest

@testable import ArchgenKit

/// A composable-architecture state that reads a dependency as it is made (in its initializer or
/// a default value) is built inside `withDependencies`: with a test value of the library's own
/// where one is known, else a placeholder (the test is not complete); a dependency whose
/// `testValue` the files give as working needs nothing.
final class StateInitDependenciesTests: XCTestCase {
  private func suites(_ text: String) throws -> [String: GeneratedSuite] {
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Features/Ledger.swift", text: text)],
      options: GraphOptions(paths: []))
    return Dictionary(uniqueKeysWithValues: report.suites.map { ($0.machine, $0) })
  }

  private let features = """
    import ComposableArchitecture
    import Foundation

    struct StampClient { var now: () -> Int }
    extension StampClient: DependencyKey { static let liveValue = StampClient(now: { 0 }) }
    struct ClockClient { var tick: () -> Int }
    extension ClockClient: DependencyKey {
      static let liveValue = ClockClient(tick: { 0 })
      static let testValue = ClockClient(tick: { 1 })
    }
    extension DependencyValues {
      var stamp: StampClient {
        get { self[StampClient.self] }
        set { self[StampClient.self] = newValue }
      }
      var clock: ClockClient {
        get { self[ClockClient.self] }
        set { self[ClockClient.self] = newValue }
      }
    }

    struct LedgerFeature: Reducer {
      struct State: Equatable {
        var id: UUID
        var total = 0
        init() {
          @Dependency(\\.uuid) var uuid
          self.id = uuid()
        }
        func label() -> String {
          @Dependency(\\.stamp) var stamp
          return "\\(stamp.now())"
        }
      }
      enum Action { case add }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .add:
            state.total = 1
            return .none
          }
        }
      }
    }

    struct ReceiptFeature: Reducer {
      struct State: Equatable {
        var stampedAt: Int = {
          @Dependency(\\.stamp) var stamp
          return stamp.now()
        }()
        var isPrinted = false
      }
      enum Action { case print }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .print:
            state.isPrinted = true
            return .none
          }
        }
      }
    }

    struct TickFeature: Reducer {
      struct State: Equatable {
        var startedAt: Int = {
          @Dependency(\\.clock) var clock
          return clock.tick()
        }()
        var isOn = false
      }
      enum Action { case turnOn }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .turnOn:
            state.isOn = true
            return .none
          }
        }
      }
    }
    """

  func testAStateReadingALibraryDependencyIsBuiltWithItsTestValue() throws {
    let ledger = try XCTUnwrap(suites(features)["LedgerFeature"])
    let test = try XCTUnwrap(ledger.tests.first)
    XCTAssertEqual(
      test.start,
      "withDependencies { $0.uuid = .incrementing } operation: { LedgerFeature.State() }")
    XCTAssertTrue(test.isComplete)
  }

  func testAStateReadingADependencyWithOnlyALiveValueIsNotComplete() throws {
    let receipt = try XCTUnwrap(suites(features)["ReceiptFeature"])
    let test = try XCTUnwrap(receipt.tests.first)
    XCTAssertEqual(
      test.start,
      "withDependencies { $0.stamp = <#stamp#> } operation: { ReceiptFeature.State() }")
    XCTAssertFalse(test.isComplete)
  }

  func testADependencyWithAWorkingTestValueNeedsNothing() throws {
    let tick = try XCTUnwrap(suites(features)["TickFeature"])
    XCTAssertEqual(tick.tests.first?.start, "TickFeature.State()")
  }
}
