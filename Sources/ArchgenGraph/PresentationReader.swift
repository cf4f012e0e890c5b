import ArchgenCore
import SwiftSyntax

/// composable-architecture's presentation: `Reduce { }.ifLet(\\.$destination, action: ...)`
/// dismisses the child by setting `destination` to `nil`, on the child's `dismiss` action.
package enum PresentationReader {
  /// `* -> destination=nil : destination.dismiss` for each `.ifLet(\\.$x)` chained after the
  /// `Reduce { }` call that holds `closure`.
  package static func dismissals(after closure: ClosureExprSyntax, _ source: ParsedSource)
    -> [Transition]
  {
    guard var call = closure.parent?.as(FunctionCallExprSyntax.self) else { return [] }
    var result: [Transition] = []
    while let member = call.parent?.as(MemberAccessExprSyntax.self),
      let outer = member.parent?.as(FunctionCallExprSyntax.self)
    {
      call = outer
      guard member.declName.baseName.text == "ifLet",
        let keyPath = outer.arguments.first?.expression.as(KeyPathExprSyntax.self),
        keyPath.components.count == 1,
        let property = keyPath.components.first?.component.as(
          KeyPathPropertyComponentSyntax.self),
        property.declName.baseName.text.hasPrefix("$")
      else { continue }
      let field = String(property.declName.baseName.text.dropFirst())
      let line = source.location(of: outer.positionAfterSkippingLeadingTrivia).line
      result.append(
        Transition(
          from: StateMachine.anyState, to: "\(field)=nil", event: "\(field).dismiss", line: line))
    }
    return result
  }
}
