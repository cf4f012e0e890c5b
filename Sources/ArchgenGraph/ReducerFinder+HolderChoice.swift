import SwiftSyntax

extension ReducerFinder {
  /// Which of a type's state holders a handler reduces: a container of a typed state first
  /// (`CurrentValueSubject<State, Never>`), then a typed holder the handler switches over
  /// (`switch state` when the type also holds an `assetState`), then any typed one.
  static func chosenHolder(_ holders: [StateHolder], body: CodeBlockItemListSyntax)
    -> StateHolder
  {
    let typed = holders.filter { $0.stateType != nil }
    return typed.first { $0.isContainer }
      ?? typed.first { SwitchSubjects.switches(on: $0.name, in: body) }
      ?? typed.first ?? holders[0]
  }
}
