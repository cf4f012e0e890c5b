import ArchgenKit
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// Start states and payloads built where real features need them: a property with observers is
/// stored (so the memberwise initializer takes it), a field's type is looked up in the state's
/// own scope, a nested type of another feature is not taken for a simple name, `TaskResult` is
/// built as its success.
final class StoreValuesTests: XCTestCase {
  private func suites(_ text: String) -> TestReport {
    TestGenerator.suites(
      sources: [SourceText(path: "Search.swift", text: text)], options: GraphOptions(paths: []))
  }

  func testTheStartStateTakesObservedPropertiesAndNestedTypes() throws {
    let report = suites(
      """
      import ComposableArchitecture

      struct Other {
        enum Mode { case wrong }
      }

      struct Search: Reducer {
        struct State: Equatable {
          enum Mode: Equatable { case browsing, editing }
          var mode: Mode
          var query: String {
            didSet { count += 1 }
          }
          var count = 0
          var isLoading = false
        }
        enum Action { case load }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .load:
            state.isLoading = true
            return .none
          }
        }
      }
      """)
    let test = try XCTUnwrap(report.suites.first?.tests.first)
    XCTAssertEqual(test.start, "Search.State(mode: .browsing, query: \"\")")
  }

  func testASimpleNameIsNotAnotherTypesNestedType() {
    let catalog = TypeCatalog([
      TypeCatalog.Declarations(
        ParsedSource(path: "A.swift", text: "struct Other { enum Account { case a } }"))
    ])
    XCTAssertNil(catalog.enumType(named: "Account", near: "Feature"))
    XCTAssertEqual(
      catalog.enumType(named: "Account", near: "Other")?.qualifiedName, "Other.Account")
  }

  func testTaskResultIsBuiltAsItsSuccess() {
    let builder = ValueBuilder(catalog: TypeCatalog([]), owner: nil)
    XCTAssertEqual(builder.defaultValue(of: "TaskResult<Bool>"), ".success(false)")
    XCTAssertEqual(builder.defaultValue(of: "IdentifiedArrayOf<Row>"), "[]")
  }
}

/// An `Error` payload takes an error type of the reducer's own target, not another target's
/// internal one (testreal D6: isowords' server `AbsurdError` in a feature's test).
final class ErrorTargetTests: XCTestCase {
  func testAnErrorTypeOfAnotherTargetIsNotUsed() throws {
    let server = SourceText(
      path: "repo/Sources/Server/Errors.swift", text: "struct AbsurdError: Error {}")
    let feature = SourceText(
      path: "repo/Sources/Feature/Loader.swift",
      text: """
        enum LoadState: Equatable { case idle, failed }
        enum LoadEvent { case fail(Error) }
        func reduce(_ state: LoadState, _ event: LoadEvent) -> LoadState {
          switch event {
          case .fail: return .failed
          }
        }
        """)
    let report = TestGenerator.suites(
      sources: [server, feature], options: GraphOptions(paths: []))
    let test = try XCTUnwrap(report.suites.first?.tests.first)
    XCTAssertEqual(test.act, "state = reduce(state, .fail(GeneratedTestError()))")
  }
}
