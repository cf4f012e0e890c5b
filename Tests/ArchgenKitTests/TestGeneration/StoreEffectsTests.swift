import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// Issue 32 item 2: a composable-architecture action whose effect sends an action back is
/// tested with `send` then `receive`, and one whose case reads a `@Dependency` says the test
/// needs a value for it (a test store fails on a dependency the test does not override).
final class StoreEffectsTests: XCTestCase {
  private func suite(_ fixture: String, _ machine: String) throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == machine })
  }

  func testAnEffectsResponseIsReceivedWithTheFieldsItSets() throws {
    let inbox = try suite("TestGeneration/Features/InboxFeature.swift", "InboxFeature")
    // `.send(.loaded(count: 3))`: an Equatable action of literals, received as written;
    // `unread = count` is not a value archgen names, so only `isLoading` is asserted.
    let refresh = try XCTUnwrap(inbox.tests.first { $0.act == ".refresh" })
    XCTAssertEqual(refresh.assertions, ["$0.isLoading = true"])
    XCTAssertEqual(
      refresh.received,
      [ReceivedAction(action: ".loaded(count: 3)", assertions: ["$0.isLoading = false"])])
    XCTAssertEqual(refresh.overrides, [])
    XCTAssertTrue(refresh.isComplete)
    // `.run { send in await send(.cleared) }`.
    let markAllRead = try XCTUnwrap(inbox.tests.first { $0.act == ".markAllRead" })
    XCTAssertEqual(
      markAllRead.received,
      [ReceivedAction(action: ".cleared", assertions: ["$0.banner = nil", "$0.unread = 0"])])
    // An action that returns `.none` receives nothing.
    let cleared = try XCTUnwrap(inbox.tests.first { $0.act == ".cleared" })
    XCTAssertEqual(cleared.received, [])
  }

  func testAnActionThatIsNotEquatableWithoutCasePathsReceivesNothing() throws {
    // TimerFeature's `finish` sends `.reset` back, but its `Action` is neither `Equatable` nor
    // `@CasePathable`: no `receive` a test could write.
    let timer = try suite("TestGeneration/Features/TimerFeature.swift", "TimerFeature")
    let finish = try XCTUnwrap(timer.tests.first { $0.name == "finish" })
    XCTAssertEqual(finish.received, [])
    XCTAssertTrue(finish.isComplete)
  }

  func testADependencyTheCaseReadsNeedsAValueAndTheResponseIsReceivedByItsCase() throws {
    let digest = try suite("TestGeneration/Effects/DigestFeature.swift", "DigestFeature")
    let load = try XCTUnwrap(digest.tests.first { $0.act == ".load" })
    XCTAssertEqual(
      load.overrides,
      [
        "// The action reads the dependency `digestClient`: give the test one.",
        "$0.digestClient = <#digestClient#>",
      ])
    XCTAssertFalse(load.isComplete)
    // `@Reducer`: the answer, built from what the dependency returns, is received by its case.
    XCTAssertEqual(
      load.received,
      [
        ReceivedAction(
          action: "\\.loaded", assertions: ["$0.isLoading = false", "$0.isStale = false"])
      ])
    // `readingLog`'s key declares a `testValue` that works: the test store reads it as it is.
    let markStale = try XCTUnwrap(digest.tests.first { $0.act == ".markStale" })
    XCTAssertEqual(markStale.overrides, [])
    XCTAssertTrue(markStale.isComplete)
    // `archive`'s `testValue` is `unimplemented(…)`: it fails when called, so it needs a value.
    let archive = try XCTUnwrap(digest.tests.first { $0.act == ".archive" })
    XCTAssertEqual(archive.overrides.last, "$0.archive = <#archive#>")
    XCTAssertFalse(archive.isComplete)
  }

  /// Round 9: the action an effect sends back runs through the reducer while the test runs,
  /// and a case reads what the feature's methods it calls read, followed through each other:
  /// `dial` sends `settle`, whose case reads `sensor` through `settle` and `clamp` (TnT's
  /// `tapBirthDatePickerDoneButton` sends `setFocus`, which validates through a helper reading
  /// `userUseCase`). Its test needs a value for the sensor; `reset`'s does not.
  func testADependencyReadByAnActionSentBackThroughMethodsNeedsAValue() throws {
    let thermostat = try suite(
      "TestGeneration/Effects/ThermostatFeature.swift", "ThermostatFeature")
    let dial = try XCTUnwrap(thermostat.tests.first { $0.act == ".dial" })
    XCTAssertEqual(dial.received.map(\.action), [".settle"])
    XCTAssertEqual(
      dial.overrides,
      [
        "// The action reads the dependency `sensor`: give the test one.",
        "$0.sensor = <#sensor#>",
      ])
    XCTAssertFalse(dial.isComplete)
    let settle = try XCTUnwrap(thermostat.tests.first { $0.act == ".settle" })
    XCTAssertEqual(settle.overrides.last, "$0.sensor = <#sensor#>")
    let reset = try XCTUnwrap(thermostat.tests.first { $0.act == ".reset" })
    XCTAssertEqual(reset.overrides, [])
    XCTAssertTrue(reset.isComplete)
    // A method the case calls only inside its `.run` runs after the reducer returns: the
    // methods are followed from what the case reads outside its effect (TestsCorpus4's 100 → 96).
    let calibrate = try XCTUnwrap(thermostat.tests.first { $0.act == ".calibrate" })
    XCTAssertEqual(calibrate.overrides, [])
    XCTAssertTrue(calibrate.isComplete)
  }

  func testTheFilesTellWhichDependencyKeysHaveAWorkingTestValue() throws {
    let parsed = ParsedSource(
      try SourceText.read(Fixtures.url("TestGeneration/Effects/DigestFeature.swift").path))
    let values = DependencyTestValues(parsed.tree)
    XCTAssertEqual(
      values.keys,
      ["digestClient": "DigestClient", "readingLog": "ReadingLog", "archive": "Archive"])
    XCTAssertEqual(values.testValues, ["ReadingLog": true, "Archive": false])
    XCTAssertTrue(values.works("$0.readingLog"))
    XCTAssertTrue(values.works("$0[ReadingLog.self]"))
    XCTAssertFalse(values.works("$0.digestClient"))
    XCTAssertFalse(values.works("$0.archive"))
    // A dependency the files declare no key for (TCA's own `uuid`) has no test value here.
    XCTAssertFalse(values.works("$0.uuid"))
  }

  func testGeneratedFilesMatchTheirGoldens() throws {
    for framework in TestFramework.allCases {
      for fixture in [
        "TestGeneration/Features/InboxFeature.swift", "TestGeneration/Effects/DigestFeature.swift",
      ] {
        let files = try plannedTestFiles(fixture, framework, folder: "store-effects").files
        assertMatchTheirGoldens(files, framework)
      }
    }
  }

  func testReceivingTestsTypeCheckAgainstTheStandIn() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let fixture = "TestGeneration/Features/InboxFeature.swift"
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "store-effects-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) receiving store tests")
    }
  }
}
