import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 items 1-2: what a body does to a value of the state's type, wherever the body sits and
/// whatever the names. A helper handed the state `inout` (declared in an extension in another
/// file) changes it as its body does; a write through the state type's subscript is a write of
/// the stored value its setter changes; an enum's own mutating methods, and a struct's that test
/// the case they take an all-data status out of, are the events of a machine.
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

  /// `FerryLeg`'s mutating methods write `self` behind `guard case`, `if case` and `switch self`;
  /// `Parcel`'s move a status whose every case carries data from the case they test; `Beacon`'s
  /// set an all-data signal without testing it: a value to draw, no machine.
  func testAValueTypesOwnMutatingMethodsAreItsEvents() throws {
    let result = try GraphFixtures.analyze(group: group, "OwnMethods")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "FerryLeg": [
          "docked -boardPassengers-> boarding", "boarding -castOff-> sailing",
          "sailing -arrive-> moored",
        ],
        "Parcel": ["packed -ship-> inTransit", "inTransit -deliver-> delivered"],
      ])
    XCTAssertEqual(result.machines.first { $0.name == "Parcel" }?.initial, "packed")
  }
}
