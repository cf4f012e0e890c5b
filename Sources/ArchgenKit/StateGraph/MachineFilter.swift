/// Tells machines a developer wants drawn from test doubles, counters and empty reducers.
enum MachineFilter {
  /// Type-name parts of test doubles: `MockAuthService`, `AuthServiceSpy`.
  private static let doublePrefixes = ["Mock", "Fake", "Stub", "Spy"]
  private static let doubleSuffixes = ["Mock", "Mocks", "Fake", "Stub", "Spy", "Dummy", "Double"]

  /// A machine has a transition and is not a test double.
  static func isMachine(_ machine: StateMachine) -> Bool {
    guard !machine.transitions.isEmpty else { return false }
    return !machine.name.split(separator: ".").contains { part in
      doublePrefixes.contains { part.hasPrefix($0) && part.count > $0.count && isUpper(part, $0) }
        || doubleSuffixes.contains { part.hasSuffix($0) }
    }
  }

  /// A value type's own method that only counts (`count += 1`, `count = 0`) is no machine.
  static func isCounter(_ transitions: [Transition]) -> Bool {
    !transitions.contains { isReadable($0.to) }
  }

  /// `mode=idle`, `loading`, `isOn=true`: yes; `?`, `count=?`, `count=0`, `items=[]`: no.
  static func isReadable(_ node: String) -> Bool {
    let value = node.split(separator: "=", maxSplits: 1).last.map(String.init) ?? node
    guard let first = value.first else { return false }
    return first.isLetter || first == "_"
  }

  /// `MockX`, not `Mockingbird`: the prefix is followed by an uppercase letter.
  private static func isUpper(_ part: Substring, _ prefix: String) -> Bool {
    part.dropFirst(prefix.count).first?.isUppercase == true
  }
}
