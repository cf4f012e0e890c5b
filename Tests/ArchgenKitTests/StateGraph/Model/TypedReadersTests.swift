import ArchgenKit
import SwiftParser
import SwiftSyntax
import XCTest

/// Readers outside the model that hand on a typed value where they make a node, instead of
/// testing the node's text afterwards (issue 30, item 1).
final class TypedReadersTests: XCTestCase {
  private func expression(_ text: String) -> ExprSyntax {
    guard case .expr(let expression) = Parser.parse(source: text).statements.first?.item else {
      preconditionFailure("no expression in \(text)")
    }
    return expression
  }

  /// A field's new value is a node of its kind; its text is what `fieldValue` writes.
  func testAFieldsValueIsReadAsANode() {
    let cases: [(String, Node)] = [
      (".idle", .case(name: "idle", payload: nil)),
      ("Mode.loaded(items)", .case(name: "loaded", payload: nil)),
      ("true", .case(name: "true", payload: nil)),
      ("nil", .case(name: "nil", payload: nil)),
      ("0", .literal("0")),
      ("-1.5", .literal("-1.5")),
      ("\"done\"", .literal("\"done\"")),
      ("[]", .literal("[]")),
      ("[:]", .literal("[:]")),
      ("\"\\(count) left\"", .unknown),
      ("load()", .unknown),
      ("other.value", .unknown),
    ]
    for (text, node) in cases {
      XCTAssertEqual(TargetValue.fieldNode(expression(text)), node, text)
      XCTAssertEqual(TargetValue.fieldValue(expression(text)), node.text, text)
    }
  }

  /// `_` and a binding match any value; a case, a literal or a type do not.
  func testAWildcardOrABindingIsTheAnyPattern() {
    func pattern(_ text: String) -> PatternName {
      let source = "switch x { case \(text): break }"
      let item = Parser.parse(source: source).statements.first?.item
      let expression = item?.as(ExpressionStmtSyntax.self)?.expression ?? item?.as(ExprSyntax.self)
      let label = expression?.as(SwitchExprSyntax.self)?.cases.first?.as(SwitchCaseSyntax.self)?
        .label.as(SwitchCaseLabelSyntax.self)
      guard let pattern = label?.caseItems.first?.pattern else {
        preconditionFailure("no pattern in \(source)")
      }
      return CasePattern.name(of: Syntax(pattern))
    }
    for text in ["_", "let value"] {
      XCTAssertTrue(pattern(text).isAny, text)
      XCTAssertEqual(pattern(text).eventName, "*", text)
    }
    for text in [".idle", "Action.load", ".set(true)", "is Reset"] {
      XCTAssertFalse(pattern(text).isAny, text)
    }
    XCTAssertEqual(pattern("Action.load").eventName, "Action.load")
    XCTAssertEqual(pattern(".load(_)").name, "load", "a wildcard payload adds nothing")
  }

  /// A start line's target, read as Swift: the value may hold `=` of its own.
  func testAStartLinesTargetIsItsAssignmentsLeftSide() {
    XCTAssertEqual(StoreSuitePlanner.prefix("state.count = 1"), "state.count = ")
    XCTAssertEqual(StoreSuitePlanner.prefix("state.isOn = a == b"), "state.isOn = ")
    XCTAssertEqual(StoreSuitePlanner.prefix("state.child.name = \"a=b\""), "state.child.name = ")
  }

  /// `modify(model, path, 0)` with a key path the call does not spell: some field takes some
  /// value, drawn `?`, beside the field a spelled key path names.
  func testAKeyPathTheCallDoesNotSpellSetsAnUnknownValue() {
    let code = """
      struct Model { var count = 0 }
      enum Msg { case reset, set(WritableKeyPath<Model, Int>) }
      func modify<Value, Field>(
        _ value: Value, _ keyPath: WritableKeyPath<Value, Field>, _ field: Field
      ) -> Value {
        var copy = value
        copy[keyPath: keyPath] = field
        return copy
      }
      func update(_ msg: Msg, _ model: Model) -> (Model, Cmd<Msg>) {
        switch msg {
        case .reset: return (modify(model, \\.count, 0), .none)
        case .set(let path): return (modify(model, path, 0), .none)
        }
      }
      """
    let found = GraphFixtures.edgesByMachine(GraphFixtures.analyze(code: code))
    XCTAssertEqual(found["update"], ["* -reset-> count=0", "* -set-> ?"])
  }
}
