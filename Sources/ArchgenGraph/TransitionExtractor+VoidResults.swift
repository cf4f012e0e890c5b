import ArchgenSyntax
import SwiftSyntax

extension TransitionExtractor {
  /// `func insert(_ item: Item) -> Void { print(item) }`: a result spelled `Void` or `()` is no
  /// value, so the one expression of its body is a statement, never a returned state.
  package static func returnsValue(_ method: FunctionDeclSyntax) -> Bool {
    guard let type = method.signature.returnClause?.type else { return false }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.isEmpty { return false }
    return type.trimmedText != "Void" && type.trimmedText != "Swift.Void"
  }
}
