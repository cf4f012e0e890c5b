import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// A held state whose type is a generic enum the files declare (`Loadable<[Recipe]>`) is that
/// enum, named as written, its payloads' generic parameter replaced by the argument
/// (Fixtures/TestGeneration/Forms/RecipesViewModel.swift).
final class GenericEnumStateTests: XCTestCase {
  func testAGenericEnumStateIsNamedWithItsArguments() throws {
    let source = try SourceText.read(
      Fixtures.url("TestGeneration/Forms/RecipesViewModel.swift").path)
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    XCTAssertEqual(report.skippedMachines.map(\.reason), [])
    let suite = try XCTUnwrap(report.suites.first { $0.machine == "RecipesViewModel" })
    XCTAssertEqual(suite.stateType, "Loadable<[Recipe]>")
    let tests = Dictionary(uniqueKeysWithValues: suite.tests.map { ($0.name, $0) })
    XCTAssertEqual(tests["anyResetGoesToIdle"]?.start, ".loading")
    XCTAssertEqual(tests["anyResetGoesToIdle"]?.act, "store.reset()\n    state = store.state")
    XCTAssertEqual(
      tests["anyFailGoesToFailed"]?.act, "store.fail(reason: \"\")\n    state = store.state")
    XCTAssertEqual(suite.tests.count, 3)
    XCTAssertTrue(suite.tests.allSatisfy(\.isComplete))
  }

  func testTheCasesPayloadsTakeTheArguments() throws {
    let catalog = TypeCatalog([
      TypeCatalog.Declarations(
        ParsedSource(
          path: "Sources/App/Slot.swift",
          text: "enum Slot<Item, Tag> { case empty, full(Item, [Tag]) }"))
    ])
    let slot = try XCTUnwrap(catalog.enumType(named: "Slot<Int, String>"))
    XCTAssertEqual(slot.qualifiedName, "Slot<Int, String>")
    XCTAssertEqual(slot.enumCase("full")?.payload.map(\.type), ["Int", "[String]"])
    XCTAssertNil(catalog.enumType(named: "Slot<Int>"))
  }
}
