import ArchgenSyntax
import SwiftSyntax

/// A shared object cast to one of the app's types, inline, to read through it: `(UIApplication
/// .shared.delegate as! AppDelegate)`, `(NSApp.delegate as? AppDelegate)?`. The value cast is a
/// chain of names from a type (a shared instance), never a local value or a parameter.
package enum SharedObjectCast {
  /// The type cast to, when `base` (what a member is read through) is such a cast.
  package static func type(of base: ExprSyntax) -> String? {
    var node = base
    while true {
      if let optional = node.as(OptionalChainingExprSyntax.self) {
        node = optional.expression
      } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
        node = forced.expression
      } else {
        break
      }
    }
    guard let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    else { return nil }
    guard let cast = PlainExpression.cast(only.expression),
      let named = cast.type?.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil,
      let chain = EnvironmentUseReader.chain(cast.value, throughOptionals: true),
      chain.contains("."),
      chain.first?.isUppercase ?? false
    else { return nil }
    return named.name.text
  }
}
