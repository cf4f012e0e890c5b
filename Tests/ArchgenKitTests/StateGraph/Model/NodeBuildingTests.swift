import ArchgenKit
import XCTest

/// The nodes, events and transitions the extractor builds from what it reads in syntax: each
/// equal to the node read back from the text it writes, so that building them changes no
/// output and no comparison.
final class NodeBuildingTests: XCTestCase {
  func testAFieldSetToAValueIsTheNodeItsTextReads() {
    XCTAssertEqual(Node.setting("mode", to: "idle"), Node("mode=idle"))
    XCTAssertEqual(
      Node.setting("rows[].mode", to: Node("playing")),
      .field(path: "rows[].mode", value: .case(name: "playing", payload: nil)))
    XCTAssertEqual(Node.setting("count", to: .unknown).text, "count=?")
    // A path that is no field path stays the text the extractor wrote, read as the model reads
    // it, so that it compares as that text did.
    XCTAssertEqual(Node.setting("`default`", to: "true"), Node("`default`=true"))
    XCTAssertEqual(Node.setting("a", to: "b=c").text, "a=b=c")
  }

  func testAFieldMethodsChangeIsPlacedUnderTheField() {
    XCTAssertEqual(Node("currentPage=?").under("page").text, "page.currentPage=?")
    XCTAssertEqual(Node("finished").under("page"), Node("page=finished"))
    XCTAssertEqual(Node("?").under("page"), .field(path: "page", value: .unknown))
  }

  func testTheOtherValueOfABoolFieldOnly() {
    XCTAssertEqual(Node("isOn=true").otherBool, Node("isOn=false"))
    XCTAssertEqual(Node("panel.isOpen=false").otherBool, Node("panel.isOpen=true"))
    XCTAssertNil(Node("mode=idle").otherBool)
    XCTAssertNil(Node("true").otherBool, "a whole Bool state is no field")
  }

  func testAWholeValueIsNoneOfAnyUnknownOrAField() {
    XCTAssertTrue(Node("loading").isWholeValue)
    XCTAssertTrue(Node("0").isWholeValue)
    for text in ["*", "?", "mode=idle", "?=x"] { XCTAssertFalse(Node(text).isWholeValue, text) }
    XCTAssertEqual(Node.emptyCollection, Node("[]"))
  }

  func testEventsThatAreDecidedAndNestedCases() {
    XCTAssertFalse(EventPath.any.isDecided)
    XCTAssertFalse(EventPath.otherwise.isDecided)
    XCTAssertTrue(EventPath.otherwise.isOtherwise)
    XCTAssertTrue(EventPath("refresh").isDecided)
    XCTAssertEqual(EventPath("child").appending("loaded"), EventPath("child.loaded"))
    XCTAssertEqual(EventPath("child").appending("loaded").components, ["child", "loaded"])
  }

  func testATransitionIsWrittenFromItsParts() {
    let built = Transition(
      from: Node("idle"), to: .setting("mode", to: "busy"), event: EventPath("tap"),
      guards: ["isEnabled", "!(a || b)"], effect: "load()", line: 7)
    XCTAssertEqual(
      built,
      Transition(
        from: "idle", to: "mode=busy", event: "tap", guardText: "isEnabled && !(a || b)",
        effect: "load()", line: 7))
    let unguarded = Transition(
      from: .any, to: .unknown, event: .any, guards: [], effect: nil, line: 1)
    XCTAssertNil(unguarded.guardText)
    XCTAssertEqual(unguarded.from, "*")
  }
}
