import ArchgenKit
import XCTest

/// The model's one reading of a node's text and its one writing back.
final class NodeTests: XCTestCase {
  func testReadsEachKindOfNode() {
    XCTAssertEqual(Node("*"), .any)
    XCTAssertEqual(Node("?"), .unknown)
    XCTAssertEqual(Node("[*]"), .pseudo(.start))
    XCTAssertEqual(Node("\u{1}helper(state)"), .pseudo(.methodCall("helper(state)")))
    XCTAssertEqual(Node("loading"), .case(name: "loading", payload: nil))
    XCTAssertEqual(Node("0"), .literal("0"))
    XCTAssertEqual(Node("[]"), .literal("[]"))
    XCTAssertEqual(
      Node("mode=idle"), .field(path: "mode", value: .case(name: "idle", payload: nil)))
    XCTAssertEqual(Node("editor.lines[]=?"), .field(path: "editor.lines[]", value: .unknown))
    XCTAssertEqual(Node("[]=nil"), .field(path: "[]", value: .case(name: "nil", payload: nil)))
    XCTAssertEqual(Node("digits=\"\""), .field(path: "digits", value: .literal("\"\"")))
  }

  func testAFieldsValueIsNeverAField() {
    let node = Node("a=b=c")
    XCTAssertEqual(node.fieldPath, "a")
    XCTAssertEqual(node.value, .case(name: "b=c", payload: nil))
    XCTAssertEqual(node.text, "a=b=c")
  }

  /// Only a field path (names, digits, `_`, `.`, `[]`, `$`) before the `=` makes a field; the
  /// readers that any `=` used to mark as a field keep that reading through `assigns`.
  func testAnEqualsAfterNoFieldPathIsNoFieldButStillAssigns() {
    for text in ["?=x", "a(b)=c", "=x"] {
      let node = Node(text)
      XCTAssertFalse(node.isField, text)
      XCTAssertTrue(node.assigns, text)
      XCTAssertEqual(node.text, text)
    }
    XCTAssertEqual(Node("?=x").assignment?.path, "?")
    XCTAssertEqual(Node("a=").assignedValue, "a", "an empty side is dropped, as split does")
    XCTAssertEqual(Node("a=").assignment?.value, "")
  }

  func testReadsWhatConsumersAsk() {
    XCTAssertEqual(Node("contact.name=?").assignedRoot, "contact")
    XCTAssertEqual(Node("contact.name=?").leadingName, "contact")
    XCTAssertEqual(Node("contact.name=?").pathSetToUnknown, "contact.name")
    XCTAssertNil(Node("contact.name=x").pathSetToUnknown)
    XCTAssertEqual(Node("bindings.alertInfo=?").assignedFieldName, "alertInfo")
    XCTAssertEqual(Node("count=?").assignedValueNode, .unknown)
    XCTAssertEqual(Node("isOn=true").assignedValueNode.caseName, "true")
    XCTAssertTrue(Node("child").covers(Node("child.loaded")))
    XCTAssertTrue(Node("*").covers(Node("idle")))
    XCTAssertFalse(Node("child").covers(Node("children")))
  }

  func testPrintsWhatItReads() {
    let nodes: [Node] = [
      .any, .unknown, .pseudo(.start), .pseudo(.methodCall("k")), .literal("1.0"),
      .case(name: "idle", payload: "( message : String )"),
      .field(path: "rows[].mode", value: .case(name: "playing", payload: nil)),
    ]
    for node in nodes {
      XCTAssertEqual(Node(node.text).text, node.text)
    }
    XCTAssertEqual(Node.case(name: "idle", payload: "( x : Int )").text, "idle")
  }

  func testEventPathReadsBackAndCovers() {
    for text in ["binding", "child.loaded", "*", ".x", "a..b", "biometricResult(false)"] {
      XCTAssertEqual(EventPath(text).text, text)
    }
    XCTAssertEqual(EventPath("child.loaded").root, "child")
    XCTAssertEqual(EventPath(".x").root, "x")
    XCTAssertTrue(EventPath("*").covers(EventPath("a")))
    XCTAssertTrue(EventPath("child").covers(EventPath("child.loaded")))
    XCTAssertFalse(EventPath("child.loaded").covers(EventPath("child")))
    XCTAssertTrue(EventPath("error.retry").isNested(EventPath("retry")))
    XCTAssertFalse(EventPath("retry").isNested(EventPath("retry")))
  }
}
