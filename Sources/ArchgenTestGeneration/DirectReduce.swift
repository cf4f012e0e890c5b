import Foundation

/// composable-architecture features whose state is not `Equatable`: a `TestStore` needs
/// `State: Equatable`, so such a feature's tests run its `reduce(into:action:)` on a state of
/// their own and compare each field the action sets (`XCTAssertEqual(state.tabIndex, 1)`). The
/// effect the reducer returns is not run: what it sends back is left to the team.
extension StoreSuitePlanner {
  /// Whether the feature's state compares with `==` (a `TestStore` can hold it). A state the
  /// files do not declare is taken to, as before.
  package var stateCompares: Bool {
    stateStruct.map { builder.catalog.isEquatable($0) } ?? true
  }

  /// Whether a test can compare the field with `value` on its own: a literal, `nil`, an empty
  /// collection (compared through `isEmpty`), or a case of an `Equatable` enum.
  package func comparesDirectly(_ value: String, field name: String) -> Bool {
    let literal =
      value == "nil" || value == "true" || value == "false" || Double(value) != nil
      || StructSuitePlanner.emptyCollections.contains(value)
      || (value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2)
    if literal { return true }
    guard value.hasPrefix("."), let type = fieldType(name) else { return false }
    return builder.catalog.enumType(named: unwrapped(type), near: stateName)?.isEquatable == true
  }
}

/// The assertion a directly reduced test writes for a `send` closure's line: `$0.tabIndex = 1`
/// is `XCTAssertEqual(state.tabIndex, 1)` (`#expect(state.tabIndex == 1)`), `nil` is checked
/// with `XCTAssertNil`, an empty collection through `isEmpty`.
package enum DirectReduceAssertion {
  package static func render(_ line: String, framework: TestFramework) -> String {
    guard line.hasPrefix("$0."), let split = line.range(of: " = ") else { return line }
    let field = "state." + line[line.index(line.startIndex, offsetBy: 3)..<split.lowerBound]
    let value = String(line[split.upperBound...])
    switch (framework, value) {
    case (.xctest, "nil"): return "XCTAssertNil(\(field))"
    case (.swiftTesting, "nil"): return "#expect(\(field) == nil)"
    case (.xctest, "[]"), (.xctest, "[:]"): return "XCTAssertTrue(\(field).isEmpty)"
    case (.swiftTesting, "[]"), (.swiftTesting, "[:]"): return "#expect(\(field).isEmpty)"
    case (.xctest, _): return "XCTAssertEqual(\(field), \(value))"
    case (.swiftTesting, _): return "#expect(\(field) == \(value))"
    }
  }
}
