import ArchgenSyntax
import SwiftSyntax

/// What a switch looks at, and what the path knows of the state it switches over.
extension TransitionExtractor {
  /// What a switch looks at: positions of the state and of the event in its subject.
  package struct SwitchRoles {
    var statePosition: Int?
    /// `switch state.mode`: the field switched over, whose cases are `mode=idle`.
    var stateField: String?
    var eventPosition: Int?
    var eventPrefix: EventPath?
    var width = 1
  }

  package func roles(of subject: ExprSyntax, _ context: Context) -> SwitchRoles {
    let elements = CasePattern.elements(of: Syntax(subject)).compactMap { $0.as(ExprSyntax.self) }
    var roles = SwitchRoles(width: elements.count)
    for (index, element) in elements.enumerated() {
      let access = reference.access(element)
      if access != nil && roles.statePosition == nil {
        roles.statePosition = index
        if case .field(let field) = access { roles.stateField = field }
      } else if roles.eventPosition == nil {
        // A case's binding comes first: `case let action as AuthAction` then `switch action`
        // switches over the cast value (`AuthAction.login`), not the event it shadows.
        if let name = StateReference.path(element), name.count == 1,
          let prefix = context.eventAliases[name[0]] ?? context.matchedPayloads[name[0]]
        {
          roles.eventPosition = index
          roles.eventPrefix = prefix
        } else if let prefix = MethodPayload.event(of: element, aliases: payloads(context)) {
          // `switch self.unwrapInboundIn(data)` in the event method `channelRead`.
          roles.eventPosition = index
          roles.eventPrefix = prefix
        } else if reference.isEvent(element) || reference.isEventProjection(element) {
          roles.eventPosition = index
        }
      }
    }
    return roles
  }

  /// The state cases a switch lists, which its `default` never runs from.
  package static func listedStates(
    _ cases: [SwitchCaseSyntax], position: Int, width: Int
  ) -> [Node] {
    var names: [Node] = []
    for switchCase in cases {
      guard case .case(let label) = switchCase.label else { continue }
      for item in label.caseItems where item.whereClause == nil {
        let elements = CasePattern.elements(of: Syntax(item.pattern))
        guard elements.count == width else { continue }
        let name = CasePattern.name(of: elements[position])
        if name.node != .any && !name.restrictive { names.append(name.stateNode) }
      }
    }
    return names
  }

  /// The one case of the whole state the path knows it is in, if any. A closure may run later
  /// (a scheduled timeout), when the state has moved on: there the path knows nothing.
  package func knownCase(_ context: Context) -> Node? {
    guard !context.inClosure, context.alsoFrom.isEmpty, context.source.caseName != nil,
      !context.source.isField
    else { return nil }
    return context.source
  }

  /// A test naming several cases (`guard state == .playing || state == .publishing` in a helper)
  /// on a path that knows it is in one of them (`case .playing: close()` in the caller): the path
  /// stays in that case rather than starting from each.
  package func keepsKnownCase(_ tested: [Node], _ context: Context) -> Bool {
    guard tested.count > 1, let known = knownCase(context) else { return false }
    return tested.contains(known)
  }

  /// A test of one case of the whole state where the path knows it is in another case (one it
  /// wrote or matched), or one it left out.
  package func cannotHold(_ tested: Node, _ context: Context) -> Bool {
    guard let name = tested.caseName, !tested.isField else { return false }
    if context.excludedFrom.contains(where: { $0.caseName == name }) { return true }
    let possible = [context.source] + context.alsoFrom
    return possible.allSatisfy { $0.caseName != nil && !$0.isField && $0.caseName != name }
  }
}
