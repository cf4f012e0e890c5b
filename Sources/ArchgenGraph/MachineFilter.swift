import ArchgenSyntax

/// Tells machines a developer wants drawn from test doubles, counters and empty reducers.
package enum MachineFilter {
  /// Type-name parts of test doubles: `MockAuthService`, `AuthServiceSpy`.
  private static let doublePrefixes = ["Mock", "Fake", "Stub", "Spy"]
  private static let doubleSuffixes = ["Mock", "Mocks", "Fake", "Stub", "Spy", "Dummy", "Double"]

  /// Sizes, lengths and durations: `estimatedHeight(for message:, width: CGFloat) -> CGFloat`
  /// computes one, it does not move through states.
  private static let measures: Set<String> = [
    "CGFloat", "CGSize", "CGRect", "CGPoint", "CGVector", "Double", "Float", "TimeInterval",
    "UIEdgeInsets", "NSEdgeInsets", "EdgeInsets",
  ]

  /// A machine has a transition and is not a test double.
  package static func isMachine(_ machine: StateMachine) -> Bool {
    dropReason(machine, heldState: false) == nil
  }

  /// Why a linked machine is not drawn, nil when it is. A whole state an object holds (a view
  /// model's `bannerState`) must reach a value that is a state: one set only to text constants
  /// or values that cannot be told (`UserText.loading`, `?`, `nil`) is no machine. (Field
  /// changes under an event switch are drawn: `toast=?` on `toastShown` is what a handler does.)
  package static func dropReason(_ machine: StateMachine, heldState: Bool) -> String? {
    if machine.transitions.isEmpty { return "no transition: it never changes a state it can tell" }
    let isDouble = machine.name.split(separator: ".").contains { part in
      doublePrefixes.contains { part.hasPrefix($0) && part.count > $0.count && isUpper(part, $0) }
        || doubleSuffixes.contains { part.hasSuffix($0) }
    }
    if isDouble { return "a test double (Mock, Fake, Stub, Spy in its name)" }
    if let type = machine.stateType.flatMap({ TypeName.components($0).last }),
      measures.contains(type)
    {
      return "its \"state\" is a measure (\(type)): a computation that returns a size or a "
        + "length, not a state"
    }
    if machine.transitions.allSatisfy({ isPresentation($0.to) }) {
      return "its only change presents an alert (UI text), not a state it moves through"
    }
    if heldState && !machine.transitions.contains(where: { carriesState($0.to) })
      && !machine.transitions.contains(where: { $0.toNode.assigns })
    {
      return "its values are text constants or values that cannot be told (?, strings, nil), "
        + "not states"
    }
    return nil
  }

  /// `bindings.alertInfo=?`, `alert=nil`: a field that presents an alert. (A toast is not: a
  /// processor's `toast` is set beside other changes its effect handler makes.)
  package static func isPresentation(_ node: String) -> Bool {
    Node(node).assignedFieldName?.lowercased().contains("alert") ?? false
  }

  /// `loading`, `mode=idle`, `isOn=true`: a value that is a state; not `?`, `nil` or a literal.
  package static func carriesState(_ node: String) -> Bool {
    Node(node).assignedValueNode.caseName.map { $0 != "nil" } ?? false
  }

  /// `loading`, `mode=idle`: an enum case, not a flag, `nil`, a literal or `?`.
  package static func isCase(_ node: String) -> Bool {
    Node(node).assignedValueNode.caseName.map { !["true", "false", "nil"].contains($0) } ?? false
  }

  /// A value type's own method that only counts (`count += 1`, `count = 0`) is no machine.
  package static func isCounter(_ transitions: [Transition]) -> Bool {
    !transitions.contains { isReadable($0.to) }
  }

  /// `mode=idle`, `loading`, `isOn=true`: yes; `?`, `count=?`, `count=0`, `items=[]`: no.
  package static func isReadable(_ node: String) -> Bool {
    Node(node).assignedValueNode.caseName != nil
  }

  /// `MockX`, not `Mockingbird`: the prefix is followed by an uppercase letter.
  private static func isUpper(_ part: Substring, _ prefix: String) -> Bool {
    part.dropFirst(prefix.count).first?.isUppercase == true
  }
}
