/// A check on the way to a transition's source: after each event of a path from the initial
/// state, the state must be the case the path says it reaches (@xstate/test's path-based tests).
/// Planned without the framework; the template context writes it in the framework's words.
package enum PathCheck {
  private static let equalMark = "// archgen-path: state == "
  private static let caseMark = "// archgen-path: case "

  /// The planned line: `state == .loading` where the state compares with `==` and the case has
  /// no payload, else a match of the case (`.loaded`).
  package static func line(expecting caseName: String, equality: Bool) -> String {
    (equality ? equalMark : caseMark) + ".\(caseName)"
  }

  /// `line` in `framework`'s words; any other line as it is.
  package static func render(_ line: String, framework: TestFramework) -> String {
    if line.hasPrefix(equalMark) {
      let expected = line.dropFirst(equalMark.count)
      switch framework {
      case .xctest: return "XCTAssertEqual(state, \(expected), \"on the path to the source\")"
      case .swiftTesting: return "#expect(state == \(expected), \"on the path to the source\")"
      }
    }
    if line.hasPrefix(caseMark) {
      let expected = line.dropFirst(caseMark.count)
      let message = "\"expected \(expected) on the path to the source, got \\(state)\""
      switch framework {
      case .xctest:
        return "guard case \(expected) = state else { return XCTFail(\(message)) }"
      case .swiftTesting:
        return "guard case \(expected) = state else { Issue.record(\(message)); return }"
      }
    }
    return line
  }
}
