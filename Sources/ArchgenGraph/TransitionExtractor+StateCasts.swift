import SwiftSyntax

/// The state seen through a cast: `guard var draft = state as? ContentState` in a reducer over a
/// protocol-typed state (`func reduce(state: State, action: Action) -> Observable<State>`) makes
/// `draft` the state, as `guard var draft = state` does.
extension TransitionExtractor {
  /// `state as? T`, `state as! T`, `(state as? T)`: the state cast; anything else is returned as
  /// it is.
  package func uncastState(_ expression: ExprSyntax) -> ExprSyntax {
    let value = TargetValue.unwrap(expression)
    if let sequence = value.as(SequenceExprSyntax.self) {
      let items = Array(sequence.elements)
      if items.count == 3, items[1].is(UnresolvedAsExprSyntax.self), reference.isState(items[0]) {
        return items[0]
      }
      return expression
    }
    if let cast = value.as(AsExprSyntax.self), reference.isState(cast.expression) {
      return cast.expression
    }
    return expression
  }
}
