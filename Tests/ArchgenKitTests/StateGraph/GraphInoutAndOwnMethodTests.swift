import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 items 1-2: what a body does to a value of the state's type, wherever the body sits and
/// whatever the names. A helper handed the state `inout` (declared in an extension in another
/// file) changes it as its body does; a write through the state type's subscript is a write of
/// the stored value its setter changes.
final class GraphInoutAndOwnMethodTests: XCTestCase {
  private let group = "Detection"

  /// `reduce(state: inout S, action: StoreAction)` casts its action and hands `&state` to helpers
  /// declared in another file; `state[aisle].loading = true` goes through a subscript whose
  /// setter writes `aisles[aisle]`.
  func testInoutHelpersInAnotherFileChangeTheReducersState() throws {
    let result = try GraphFixtures.analyze(group: group, "ShelfStore")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "ShelfReducer": [
          "* -open-> aisles[].loading=true", "* -stocked-> aisles[].items=?",
          "* -stocked-> aisles[].loading=false", "* -stocked-> checkedAt=?",
          "* -failed-> aisles[].loading=false", "* -clear-> checkedAt=0",
        ]
      ])
  }

  /// Without the helpers' file nothing tells what they do: no edge is made up.
  func testWithoutTheHelpersFileTheCallsChangeNothing() throws {
    let folder = GraphFixtures.directory.appendingPathComponent("\(group)/ShelfStore")
    let sources = try ["ShelfReducer.swift", "ShelfState.swift"].map { file in
      SourceText(
        path: file,
        text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
    let result = StateGraph.analyze(
      sources: sources, options: GraphOptions(paths: [], functions: []))
    XCTAssertEqual(result.machines, [])
  }
}
