import ArchgenKit
import XCTest

/// Reducers that see their state through a cast, and helpers whose result is `Void`.
final class GraphCastStateTests: XCTestCase {
  func testStateSeenThroughACastIsTheState() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("CastStates.swift"))
    XCTAssertEqual(
      edges["playlistReducer"],
      [
        "* -FetchPlaylist-> loading=fetching", "* -PlaylistFetched-> loading=done",
        "* -PlaylistFetched-> tracks=?", "* -ClearPlaylist-> tracks=[]",
      ])
  }

  func testHelperReturningVoidGivesNoState() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("VoidHelpers.swift"))
    XCTAssertEqual(
      edges["NotesReducer"], ["* -SaveNote-> sync=saving", "* -DeleteNote-> sync=deleting"])
  }
}
