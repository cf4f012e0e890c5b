import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 32, round 9: values of types no file of the app declares a way to build are taken from
/// the app. A value the app holds (a stored field of that type on the instance a static member
/// of the field's own type keeps: V2EX's `AppDependency.shared.provider`) builds an owner that
/// takes one; a transition reading the owner's copy keeps the placeholder. A library's generic
/// wrapper is built as the app builds one from a value of its type argument (TnT's
/// `Shared(value: signUpEntity)`), and only from such a value.
/// Fixture: Fixtures/TestGeneration/Forms/TrayReactor.swift (a scheduler held by a struct's
/// static member, an RxRelay relay built in a factory from a parameter).
final class AppValuesTests: XCTestCase {
  private let fixture = "TestGeneration/Forms/TrayReactor.swift"

  private func suite(_ text: String) throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [SourceText(path: "Sources/App/Owner.swift", text: text)],
      options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first, "\(report.skippedMachines)")
  }

  /// A reactor taking another module's protocol and a library's wrapper, and the app's code
  /// around it given as `app`.
  private func reactor(_ app: String, reduce: String = "return .on") -> String {
    """
    import Kit
    \(app)
    final class Lamp {
      enum Mutation { case on, off }
      enum State { case on, off }
      private let sessions: Kit.Sessions
      init(sessions: Kit.Sessions) { self.sessions = sessions }
      func reduce(state: State, mutation: Mutation) -> State {
        switch mutation {
        case .on: \(reduce)
        case .off: return .off
        }
      }
    }
    """
  }

  func testAnOwnerIsBuiltWithTheValueTheAppHoldsOfThatType() throws {
    let suite = try suite(
      reactor(
        """
        final class Container {
          static var shared = Container()
          let sessions: Kit.Sessions
          private let hidden: Kit.Sessions
          init() { sessions = Kit.live; hidden = Kit.live }
        }
        """))
    XCTAssertEqual(
      suite.tests.map(\.act).sorted(),
      [
        "state = Lamp(sessions: Container.shared.sessions).reduce(state: state, mutation: .off)",
        "state = Lamp(sessions: Container.shared.sessions).reduce(state: state, mutation: .on)",
      ])
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  func testATransitionThatReadsTheHeldValueKeepsThePlaceholder() throws {
    let suite = try suite(
      reactor(
        "enum Services { static let current = Holder() }\n"
          + "struct Holder { static let main = Holder(); var sessions: Kit.Sessions = Kit.live }",
        reduce: "return sessions.isOpen ? .on : .off"))
    let acts = suite.tests.map(\.act)
    XCTAssertTrue(
      acts.contains(
        "state = Lamp(sessions: <#Kit.Sessions#>).reduce(state: state, mutation: .on)"), "\(acts)")
    XCTAssertTrue(
      acts.contains(
        "state = Lamp(sessions: Holder.main.sessions).reduce(state: state, mutation: .off)"),
      "\(acts)")
    XCTAssertFalse(acts.contains { $0.contains("Services.current") }, "\(acts)")
  }

  func testNoHeldValueWhereTheAppKeepsNoneATestCanRead() throws {
    for app in [
      "",
      // private, optional, or on an instance no static member keeps
      "final class Box { static let shared = Box(); private var sessions: Kit.Sessions = Kit.live }",
      "final class Box { static let shared = Box(); var sessions: Kit.Sessions? }",
      "final class Box { var sessions: Kit.Sessions = Kit.live }",
    ] {
      let suite = try suite(reactor(app))
      XCTAssertFalse(suite.tests.contains(where: \.isComplete), app)
      XCTAssertTrue(
        suite.tests.allSatisfy { $0.act.contains("Lamp(sessions: <#Kit.Sessions#>)") }, app)
    }
  }

  private func feature(_ app: String) -> String {
    """
    import Kit
    struct Draft: Equatable { var text = "" }
    struct Editor {
      struct State: Equatable {
        let draft: Kit.Locked<Draft>
        var isSaving = false
      }
      enum Action { case save, cancel }
      func reduce(into state: inout State, action: Action) {
        switch action {
        case .save: state.isSaving = true
        case .cancel: state.isSaving = false
        }
      }
    }
    \(app)
    """
  }

  func testAWrapperIsBuiltAsTheAppBuildsOneFromAValueOfItsTypeArgument() throws {
    for app in [
      "func open() -> Editor.State { let draft: Draft = Draft(); return .init(draft: Locked(guarding: draft)) }",
      "func open(_ saved: Draft) -> Editor.State { Editor.State(draft: Locked(guarding: saved)) }",
      "let opened = Editor.State(draft: Locked(guarding: Draft()))",
    ] {
      let suite = try suite(feature(app))
      XCTAssertFalse(suite.tests.isEmpty, app)
      XCTAssertTrue(suite.tests.allSatisfy(\.isComplete), app)
      XCTAssertTrue(
        suite.tests.allSatisfy { $0.start.contains("draft: Kit.Locked(guarding: Draft())") },
        "\(app): \(suite.tests.map(\.start))")
    }
  }

  func testAWrapperBuiltOnlyFromAnotherTypeStaysAPlaceholder() throws {
    for app in [
      "",
      "let key = Locked(named: \"draft\")",  // a key, not a draft
      "func open(_ count: Int) { _ = Locked(guarding: count) }",
    ] {
      let suite = try suite(feature(app))
      XCTAssertFalse(suite.tests.contains(where: \.isComplete), app)
      XCTAssertTrue(
        suite.tests.allSatisfy { $0.start.contains("<#Kit.Locked<Draft>#>") },
        "\(app): \(suite.tests.map(\.start))")
    }
  }

  func testTheFixturesTestsAreCompleteTypeCheckAndMatchTheirGoldens() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "app-values-\(framework.rawValue)")
      XCTAssertEqual(files.count, 1)
      let contents = try XCTUnwrap(files.first?.contents)
      XCTAssertTrue(contents.contains("scheduler: TrayServices.live.scheduler"), contents)
      XCTAssertTrue(contents.contains("sorting: BehaviorRelay(value: .newest)"), contents)
      assertMatchTheirGoldens(files, framework)
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of TrayReactor")
    }
  }
}
