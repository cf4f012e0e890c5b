import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Fields that `graph` draws as `field=?` but a test can still name: the value an event carries,
/// of any type archgen can build two distinct values of, passed through, appended, inserted or
/// removed (Fixtures/TestGeneration/Features/ShelfFeature.swift through `TestStore`,
/// Fixtures/TestGeneration/Forms/ShelfReactor.swift over a struct state). Each test starts the
/// field from a value that differs from the one it expects, so it fails when the transition goes;
/// the files type-check against the stand-ins and match their goldens.
final class FieldPayloadTests: XCTestCase {
  private let feature = "TestGeneration/Features/ShelfFeature.swift"
  private let reactor = "TestGeneration/Forms/ShelfReactor.swift"

  private func tests(_ fixture: String, machine: String) throws -> [String: GeneratedTest] {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == machine })
    XCTAssertEqual(suite.skipped, [])
    return Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
  }

  func testAFeaturesPayloadsOfAnyBuildableTypeAreSentAndExpected() throws {
    let tests = try tests(feature, machine: "ShelfFeature")
    // An enum: from another case than the one sent.
    XCTAssertEqual(tests["genreChosen"]?.path, ["state.genre = .poetry"])
    XCTAssertEqual(tests["genreChosen"]?.act, ".genreChosen(.fiction)")
    XCTAssertEqual(tests["genreChosen"]?.assertions, ["$0.genre = .fiction"])
    // An array: from empty to one built element.
    XCTAssertEqual(tests["booksLoaded"]?.path, ["state.books = []"])
    XCTAssertEqual(tests["booksLoaded"]?.act, ".booksLoaded([ShelfFeature.Book()])")
    XCTAssertEqual(tests["booksLoaded"]?.assertions, ["$0.books = [ShelfFeature.Book()]"])
    // An optional enum into an optional field: from nil.
    XCTAssertEqual(tests["pinned"]?.path, ["state.pinned = nil"])
    XCTAssertEqual(tests["pinned"]?.act, ".pinned(genre: .fiction)")
    XCTAssertEqual(tests["pinned"]?.assertions, ["$0.pinned = .fiction"])
  }

  func testAFeaturesAppendsInsertsAndRemovalsOfAPayload() throws {
    let tests = try tests(feature, machine: "ShelfFeature")
    XCTAssertEqual(tests["added"]?.path, ["state.books = []"])
    XCTAssertEqual(tests["added"]?.act, ".added(book: ShelfFeature.Book())")
    XCTAssertEqual(tests["added"]?.assertions, ["$0.books = [ShelfFeature.Book()]"])
    XCTAssertEqual(tests["opened"]?.assertions, ["$0.recent = [\"x\"]"])
    XCTAssertEqual(tests["tagged"]?.path, ["state.tags = []"])
    XCTAssertEqual(tests["tagged"]?.assertions, ["$0.tags = [\"x\"]"])
    // A removal starts with the element it removes.
    XCTAssertEqual(tests["untagged"]?.path, ["state.tags = [\"x\"]"])
    XCTAssertEqual(tests["untagged"]?.act, ".untagged(\"x\")")
    XCTAssertEqual(tests["untagged"]?.assertions, ["$0.tags = []"])
    XCTAssertTrue(tests.values.allSatisfy { $0.exhaustive && $0.isComplete })
  }

  func testAReactorsMutationsSetFieldsThroughACopyOfTheState() throws {
    let tests = try tests(reactor, machine: "ShelfReactor")
    let expected: [String: (path: String, act: String, expected: String)] = [
      "anySetLoadingGoesToIsLoading": ("state.isLoading = false", ".setLoading(true)", "true"),
      "anySetFilterGoesToFilter": ("state.filter = .unread", ".setFilter(.all)", ".all"),
      "anySetTitlesGoesToTitles": ("state.titles = []", ".setTitles([\"x\"])", "[\"x\"]"),
      "anyAddTitleGoesToTitles": ("state.titles = []", ".addTitle(\"x\")", "[\"x\"]"),
      "anyRemoveTagGoesToTags": ("state.tags = [\"x\"]", ".removeTag(\"x\")", "[]"),
      "anySelectGoesToSelected": ("state.selected = nil", ".select(index: 1)", "1"),
      // `+=` and `append(contentsOf:)` from the empty value: the sum is what was sent.
      "anyAddNoteGoesToNote": ("state.note = \"\"", ".addNote(\"x\")", "\"x\""),
      "anyAddTitlesGoesToTitles": ("state.titles = []", ".addTitles([\"x\"])", "[\"x\"]"),
      // A field of a field, each step a declared `var`.
      "anyRenameGoesToShelfLabel": ("state.shelf.label = \"\"", ".rename(\"x\")", "\"x\""),
    ]
    XCTAssertEqual(Set(tests.keys), Set(expected.keys))
    for (name, want) in expected {
      let test = try XCTUnwrap(tests[name], name)
      XCTAssertEqual(test.path, [want.path], name)
      XCTAssertEqual(
        test.act, "state = ShelfReactor().reduce(state: state, mutation: \(want.act))", name)
      XCTAssertEqual(test.expected, want.expected, name)
      XCTAssertEqual(test.subject, "state.\(test.path[0].dropFirst(6).prefix { $0 != " " })")
      XCTAssertTrue(test.usesEquality, name)
    }
  }

  /// A payload whose type the files do not declare, or a struct with no second value, says
  /// nothing a test could check, and a field the test cannot set (`fileprivate(set)`) cannot be
  /// started elsewhere: those transitions get no test.
  func testAPayloadArchgenCannotTellFromTheStartGetsNoTest() {
    let text = """
      import ReactorKit

      final class NoteReactor: Reactor {
        enum Action { case load }
        enum Mutation {
          case setNote(Note)
          case setReceipt(Receipt)
          case setCount(Int)
        }
        struct Note { var text = "" }
        struct State {
          var note = Note()
          var receipt: Receipt
          fileprivate(set) var count = 0
        }
        let initialState = State(receipt: Receipt())
        func reduce(state: State, mutation: Mutation) -> State {
          var newState = state
          switch mutation {
          case let .setNote(note): newState.note = note
          case let .setReceipt(receipt): newState.receipt = receipt
          case let .setCount(count): newState.count = count
          }
          return newState
        }
      }
      """
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/NoteReactor.swift", text: text)],
      options: GraphOptions(paths: []))
    let suite = report.suites.first { $0.machine == "NoteReactor" }
    XCTAssertEqual(suite?.tests.map(\.name), [])
    // `Note` and `Receipt` are read as passed through but do not compare; `count` is no field
    // a test sets.
    XCTAssertEqual(suite?.skipped.map(\.reason), [.valueNotBuilt, .valueNotBuilt, .unknownTarget])
  }

  /// A value that gives itself an identity (`let id = UUID()`) is built twice by the test, once
  /// sent and once expected, and the two differ: no test expects it.
  func testAValueThatMakesItsOwnIdentityIsNotExpected() throws {
    let text = """
      import ComposableArchitecture

      struct Inbox: Reducer {
        struct Message: Equatable, Identifiable {
          let id = UUID()
          var text = ""
        }
        struct Note: Equatable {
          var text = ""
        }
        struct State: Equatable {
          var messages: [Message] = []
          var notes: [Note] = []
        }
        enum Action {
          case received(Message)
          case noted(Note)
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case let .received(message):
            state.messages.append(message)
            return .none
          case let .noted(note):
            state.notes.append(note)
            return .none
          }
        }
      }
      """
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Inbox.swift", text: text)],
      options: GraphOptions(paths: []))
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "Inbox" })
    XCTAssertEqual(suite.tests.map(\.assertions), [["$0.notes = [Inbox.Note()]"]])
    XCTAssertEqual(suite.skipped.map(\.transition), ["* --received--> messages=?"])
  }

  func testTheGeneratedFilesTypeCheckAndMatchTheirGoldens() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      for fixture in [feature, reactor] {
        let (directory, files) = try plannedTestFiles(
          fixture, framework, folder: "field-payload-\(framework.rawValue)")
        XCTAssertEqual(files.count, 1, fixture)
        assertMatchTheirGoldens(files, framework)
        try assertCompleteAndTypeCheck(
          files, of: fixture, in: directory, standIns: standIns,
          what: "\(framework.rawValue) tests of \(fixture)")
      }
    }
  }
}
