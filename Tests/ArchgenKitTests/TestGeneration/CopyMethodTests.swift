import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 32: a reducer that returns a copy of its state made through a method of the state that
/// takes a closure (`state.with { $0.isSending = true }`, `state.mutated { copy in … }`) writes
/// the copy the method hands its closure, which the method returns: the write is done when the
/// call is. Those writes were skipped as writes in a closure that runs after the call; they are
/// read by what the closure does, whatever the method's name
/// (Fixtures/TestGeneration/Forms/ComposerReactor.swift). A closure that writes anything else is
/// still a later write.
final class CopyMethodTests: XCTestCase {
  private let reactor = "TestGeneration/Forms/ComposerReactor.swift"

  private func suite(_ sources: [SourceText], machine: String) throws -> GeneratedSuite {
    let report = TestGenerator.suites(sources: sources, options: GraphOptions(paths: []))
    XCTAssertEqual(report.skippedMachines.map(\.reason), [])
    return try XCTUnwrap(report.suites.first { $0.machine == machine })
  }

  private func fixture() throws -> GeneratedSuite {
    try suite([try SourceText.read(Fixtures.url(reactor).path)], machine: "ComposerReactor")
  }

  func testEveryWriteThroughTheCopyMethodGetsATest() throws {
    let suite = try fixture()
    XCTAssertEqual(suite.skipped.map(\.reason), [])
    XCTAssertEqual(suite.tests.count, 9)
    XCTAssertFalse(suite.tests.contains { $0.act.contains("<#") || $0.start.contains("<#") })
  }

  func testAWriteOfTheClosuresNamedParameterIsReadAsTheStates() throws {
    let tests = try fixture().tests.filter { $0.act.hasSuffix("mutation: .finishSending)") }
    XCTAssertEqual(
      tests.map { "\($0.path) \($0.subject) \($0.expected)" }.sorted(),
      [
        "[\"state.isSending = true\"] state.isSending false",
        "[\"state.text = \\\"x\\\"\"] state.text \"\"",
      ])
  }

  func testAPayloadCopiedIntoTheCopyIsSentAndExpected() throws {
    let test = try XCTUnwrap(try fixture().tests.first { $0.act.contains(".setText(") })
    XCTAssertEqual(
      test.act, "state = ComposerReactor().reduce(state: state, mutation: .setText(\"x\"))")
    XCTAssertEqual(test.path, ["state.text = \"\""])
    XCTAssertEqual(test.expected, "\"x\"")
  }

  /// A list written of literals is expected as written, from an empty start.
  func testAListWrittenOfLiteralsStartsEmpty() throws {
    let test = try XCTUnwrap(try fixture().tests.first { $0.act.hasSuffix(".suggest)") })
    XCTAssertEqual(test.path, ["state.attachments = []"])
    XCTAssertEqual(test.expected, "[\"draft.txt\", \"notes.txt\"]")
  }

  func testAConditionOnTheStateBeforeTheCopyIsMet() throws {
    let tests = try fixture().tests.filter { $0.act.hasSuffix("mutation: .cancel)") }
    XCTAssertEqual(tests.count, 2)
    for test in tests {
      XCTAssertTrue(test.path.contains("state.isSending = true"), "\(test.path)")
    }
  }

  /// The method's name is not the rule: `mutated`, from a library the files do not declare, is
  /// read as `with` is.
  func testACopyMethodOfAnyNameIsReadByWhatItsClosureWrites() throws {
    let text = """
      struct LoginState: Equatable, Mutable {
        var isBusy = false
        var name = ""

        enum Event {
          case trigger
          case rename(String)
        }

        static func reduce(state: LoginState, event: Event) -> LoginState {
          switch event {
          case .trigger:
            return state.mutated { $0.isBusy = true }
          case .rename(let name):
            return state.mutated { copy in
              copy.name = name
            }
          }
        }
      }
      """
    let suite = try suite(
      [SourceText(path: "Sources/App/LoginState.swift", text: text)], machine: "LoginState")
    XCTAssertEqual(suite.skipped.map(\.reason), [])
    XCTAssertEqual(
      suite.tests.map(\.act).sorted(),
      [
        "state = LoginState.reduce(state: state, event: .rename(\"x\"))",
        "state = LoginState.reduce(state: state, event: .trigger)",
      ])
  }

  /// A closure handed to a method that writes what it captures, not what it is handed, still
  /// runs when the method decides: no test.
  func testAClosureThatWritesWhatItCapturesIsStillALaterWrite() throws {
    let text = """
      import Foundation
      enum Phase: Equatable { case idle, loading, done }
      enum PhaseEvent { case load }
      final class PhaseModel {
        var state: Phase = .idle
        let queue = DispatchQueue.main
        init() {}
        func send(_ event: PhaseEvent) {
          switch (state, event) {
          case (.idle, .load):
            queue.async { value in self.state = .done }
          default: break
          }
        }
      }
      """
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/PhaseModel.swift", text: text)],
      options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first)
    XCTAssertEqual(suite.tests, [])
    XCTAssertEqual(suite.skipped.map(\.reason), [.deferredWrite])
  }

  func testTheGeneratedFilesTypeCheckAndMatchTheirGoldens() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        reactor, framework, folder: "copy-method-\(framework.rawValue)")
      XCTAssertEqual(files.count, 1)
      assertMatchTheirGoldens(files, framework)
      try assertCompleteAndTypeCheck(
        files, of: reactor, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of \(reactor)")
    }
  }
}
