import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Forms `archgen tests` reads (issue 32 item 4): a ReactorKit reactor whose `State` and
/// `Mutation` are type aliases (Fixtures/TestGeneration/Forms/MailboxReactor.swift), a
/// composable-architecture feature whose helpers sit in a `private extension`, with a binding
/// matched by key path (Fixtures/TestGeneration/Features/NotesFeature.swift), and literal
/// targets in both: an empty list, nil, a field of a field; and a reducer over a class state a
/// test can build (Fixtures/TestGeneration/HeaterReducer.swift). Each was skipped before (a reason
/// that was not true, or a placeholder); the files type-check against the stand-ins and match
/// their goldens.
final class ReadFormsTests: XCTestCase {
  private let reactor = "TestGeneration/Forms/MailboxReactor.swift"
  private let feature = "TestGeneration/Features/NotesFeature.swift"
  private let heater = "TestGeneration/HeaterReducer.swift"

  private func suite(_ fixture: String, machine: String) throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    XCTAssertEqual(report.skippedMachines.map(\.reason), [])
    return try XCTUnwrap(report.suites.first { $0.machine == machine })
  }

  private func tests(_ suite: GeneratedSuite) -> [String: GeneratedTest] {
    Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.act, $0) })
  }

  func testAReactorWhoseStateAndMutationAreTypeAliasesIsCalledWithTheAliasedTypes() throws {
    let suite = try suite(reactor, machine: "MailboxReactor")
    XCTAssertEqual(suite.stateType, "MailboxState")
    XCTAssertEqual(suite.skipped, [])
    let tests = tests(suite)
    XCTAssertEqual(
      tests["state = MailboxReactor().reduce(state: state, mutation: .markAllRead)"]?.path,
      ["state.unread = 1"])
  }

  func testAnEmptyListANilAndAFieldOfAFieldAreTargetsAReactorTestStartsElsewhere() throws {
    let tests = tests(try suite(reactor, machine: "MailboxReactor"))
    // `[]`: from a list with one element, compared through `isEmpty` whatever its elements.
    let clear = try XCTUnwrap(
      tests["state = MailboxReactor().reduce(state: state, mutation: .clear)"])
    XCTAssertEqual(clear.path, ["state.messages = [\"\"]"])
    XCTAssertEqual(clear.subject, "state.messages.isEmpty")
    XCTAssertEqual(clear.expected, "true")
    // nil: from a built value.
    let deselect = try XCTUnwrap(
      tests["state = MailboxReactor().reduce(state: state, mutation: .deselect)"])
    XCTAssertEqual(deselect.path, ["state.selected = 0"])
    XCTAssertEqual(deselect.expected, "nil")
    // `paging.hasMore`: set through the outer field.
    let end = try XCTUnwrap(
      tests["state = MailboxReactor().reduce(state: state, mutation: .endPaging)"])
    XCTAssertEqual(end.path, ["state.paging.hasMore = true"])
    XCTAssertEqual(end.subject, "state.paging.hasMore")
    XCTAssertEqual(end.expected, "false")
  }

  func testAFeatureWhoseHelpersSitInAPrivateExtensionIsTested() throws {
    let tests = tests(try suite(feature, machine: "NotesFeature"))
    XCTAssertEqual(tests[".editTapped"]?.assertions, ["$0.isEditing = true"])
    XCTAssertEqual(tests[".editTapped"]?.path, ["state.isEditing = false"])
  }

  func testAFeaturesEmptyListTargetStartsFromAFullList() throws {
    let tests = tests(try suite(feature, machine: "NotesFeature"))
    XCTAssertEqual(tests[".cleared"]?.path, ["state.notes = [\"\"]"])
    XCTAssertEqual(tests[".cleared"]?.assertions, ["$0.notes = []"])
  }

  func testABindingMatchedByKeyPathIsSentAsAWriteOfThatField() throws {
    let suite = try suite(feature, machine: "NotesFeature")
    let binding = try XCTUnwrap(suite.tests.first { $0.name == "bindingQuery" })
    XCTAssertEqual(binding.act, ".binding(.set(\\.$query, \"\"))")
    XCTAssertEqual(binding.assertions, ["$0.isFiltered = true"])
    XCTAssertFalse(suite.tests.contains { $0.act.contains("<#") })
  }

  func testAClassStateATestCanBuildIsSetAndComparedFieldByField() throws {
    let suite = try suite(heater, machine: "HeaterReducer")
    XCTAssertEqual(suite.skipped, [])
    let tests = tests(suite)
    let on = try XCTUnwrap(tests["state = HeaterReducer().reduce(state, .switchOn)"])
    XCTAssertEqual(on.start, "HeaterState(room: \"\")")
    XCTAssertEqual(on.path, ["state.isOn = false"])
    XCTAssertEqual(on.subject, "state.isOn")
    XCTAssertEqual(on.expected, "true")
    XCTAssertEqual(suite.tests.count, 4)
  }

  /// composable-architecture's legacy `Reducer<State, Action, Environment> { state, action,
  /// environment in }` runs as `run(&state, action, environment)`: not as a `Reduce`, which it
  /// is not. Its environment is built as payloads are (a closure is a placeholder the team fills
  /// in), or `()`.
  func testALegacyReducerClosureIsRunWithItsEnvironment() throws {
    let text = """
      import ComposableArchitecture

      struct EmailState: Equatable {
        var isSaving = false
      }

      enum EmailAction {
        case save
      }

      struct EmailEnvironment {
        var validate: (String) -> Bool
      }

      let emailReducer = Reducer<EmailState, EmailAction, EmailEnvironment> {
        state, action, environment in
        switch action {
        case .save:
          state.isSaving = true
          return .none
        }
      }

      let quietReducer = Reducer<EmailState, EmailAction, Void> { state, action, _ in
        switch action {
        case .save:
          state.isSaving = true
          return .none
        }
      }
      """
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Email.swift", text: text)],
      options: GraphOptions(paths: []))
    let acts = report.suites.flatMap(\.tests).map(\.act).sorted()
    XCTAssertEqual(
      acts,
      [
        "_ = emailReducer.run(&state, .save, EmailEnvironment(validate: <#(String) -> Bool#>))",
        "_ = quietReducer.run(&state, .save, ())",
      ])
  }

  func testTheGeneratedFilesTypeCheckAndMatchTheirGoldens() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      for fixture in [reactor, feature, heater] {
        let (directory, files) = try plannedTestFiles(
          fixture, framework, folder: "read-forms-\(framework.rawValue)")
        XCTAssertEqual(files.count, 1, fixture)
        assertMatchTheirGoldens(files, framework)
        try assertCompleteAndTypeCheck(
          files, of: fixture, in: directory, standIns: standIns,
          what: "\(framework.rawValue) tests of \(fixture)")
      }
    }
  }
}
