import XCTest

@testable import ArchgenKit

/// The byte search lint and graph run before any parse, and the one-pass identifier search.
final class ByteSearchTests: XCTestCase {
  func testOffsetsOfSeveralNeedlesAreSortedAndCountedOnce() {
    let text = "Current.a; setEnvironment(x) // Currenté Current"
    XCTAssertEqual(
      ByteSearch.offsets(of: ["setEnvironment", "Current"], in: text), [0, 11, 32, 42])
    // Overlapping needles at one offset give it once.
    XCTAssertEqual(ByteSearch.offsets(of: ["Cur", "Current"], in: "xCurrent"), [1])
    XCTAssertEqual(ByteSearch.offsets(of: ["Current"], in: "CurCur"), [])
    XCTAssertEqual(ByteSearch.offsets(of: ["é"], in: "aéé"), [1, 3])
  }

  func testContainsAnyStopsAtTheFirstHitAndTreatsAnEmptyNeedleAsFound() {
    XCTAssertTrue(ByteSearch.containsAny("let a = 1 // archgen:disable", ["nope", "archgen:"]))
    XCTAssertFalse(ByteSearch.containsAny("let a = 1", ["nope", "archgen:"]))
    XCTAssertFalse(ByteSearch.containsAny("anything", []))
    XCTAssertTrue(ByteSearch.containsAny("anything", [""]))
    XCTAssertFalse(ByteSearch.containsAny("", ["a"]))
  }

  func testWordSetFindsWholeIdentifiersOnly() {
    let words = WordSet(["PlayerStore", "Feed"])
    XCTAssertTrue(words.occurs(in: "extension PlayerStore.State {}"))
    XCTAssertFalse(words.occurs(in: "let store = PlayerStores()"))
    XCTAssertFalse(words.occurs(in: "FeedView()"))
    XCTAssertTrue(words.occurs(in: "_ = [Feed]"))
  }

  func testStableHashIsFNV1a() {
    XCTAssertEqual(StableHash.hex(""), "cbf29ce484222325")
    XCTAssertEqual(StableHash.hex("a"), "af63dc4c8601ec8c")
  }
}
