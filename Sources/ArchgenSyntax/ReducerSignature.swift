/// The state and event parameters of a function or closure that may be a reducer.
package struct ReducerSignature {
  package static let stateNames: Set<String> = [
    "state", "currentState", "oldState", "previousState", "fromState", "prevState", "model",
  ]
  package static let eventNames: Set<String> = [
    "event", "action", "message", "msg", "intent", "mutation",
  ]
  /// Type-name endings of events: `AuthEvent`, `AppAction`, ReactorKit's `Mutation`, Elm's `Msg`.
  package static let eventTypeSuffixes = [
    "Event", "Action", "Message", "Msg", "Intent", "Mutation",
  ]

  package var stateName: String
  package var stateType: String?
  package var stateIsInout: Bool
  package var eventName: String
  package var eventType: String?

  package init(
    stateName: String, stateType: String? = nil, stateIsInout: Bool, eventName: String,
    eventType: String? = nil
  ) {
    self.stateName = stateName
    self.stateType = stateType
    self.stateIsInout = stateIsInout
    self.eventName = eventName
    self.eventType = eventType
  }

  package struct Parameter {
    package var name: String
    package var type: String?

    package init(name: String, type: String? = nil) {
      self.name = name
      self.type = type
    }
  }

  /// Picks the state and the event among parameters by name, then by type, then by `inout`.
  /// `forced` (a configured function name, a `Reducer { }` closure) takes them by position.
  /// A parameter of the returned type is the state when no other is (`handle(_ action:
  /// ToDoAction, toDo: ToDo) -> ToDo`).
  package static func match(_ parameters: [Parameter], forced: Bool, returnType: String? = nil)
    -> ReducerSignature?
  {
    let returned = returnType.flatMap(TypeName.strippingOptional)
    let state =
      parameters.firstIndex { stateNames.contains($0.name) }
      ?? parameters.firstIndex { baseType($0.type)?.hasSuffix("State") == true }
      ?? parameters.firstIndex { $0.type?.hasPrefix("inout ") == true }
      ?? (forced && parameters.count >= 2 ? 0 : nil)
      ?? parameters.firstIndex {
        returned != nil && $0.type.flatMap(TypeName.strippingOptional) == returned
      }
    guard let state else { return nil }
    let others = parameters.indices.filter { $0 != state }
    let event =
      others.first { eventNames.contains(parameters[$0].name) }
      ?? others.first { index in
        let type = baseType(parameters[index].type) ?? ""
        return eventTypeSuffixes.contains { type.hasSuffix($0) }
      }
      ?? (forced ? others.first : nil)
    guard let event else { return nil }
    return ReducerSignature(
      stateName: parameters[state].name,
      stateType: parameters[state].type.flatMap(TypeName.strippingOptional),
      stateIsInout: parameters[state].type?.hasPrefix("inout ") == true,
      eventName: parameters[event].name,
      eventType: parameters[event].type.flatMap(TypeName.strippingOptional))
  }

  /// Workflow's `func apply(toState state: inout S, context:)` declared in an action type: the
  /// state is a parameter and the event is `self`.
  package static func selfEvent(_ parameters: [Parameter], typePath: [String]) -> ReducerSignature?
  {
    guard let owner = typePath.last, eventTypeSuffixes.contains(where: { owner.hasSuffix($0) }),
      let state = parameters.first(where: {
        stateNames.contains($0.name) || $0.type?.hasPrefix("inout ") == true
      })
    else { return nil }
    return ReducerSignature(
      stateName: state.name, stateType: state.type.flatMap(TypeName.strippingOptional),
      stateIsInout: state.type?.hasPrefix("inout ") == true, eventName: "self",
      eventType: typePath.joined(separator: "."))
  }

  /// The event parameter alone, for methods that switch on a stored state. With `effects`, a
  /// processor's effect handler (`perform(_ effect: SettingsEffect)`) is one too: its cases are
  /// events like the action handler's.
  package static func eventOnly(_ parameters: [Parameter], effects: Bool = false) -> (
    name: String, type: String?
  )? {
    guard parameters.count == 1, let only = parameters.first else { return nil }
    let type = baseType(only.type) ?? ""
    let names = effects ? eventNames.union(["effect"]) : eventNames
    let suffixes = effects ? eventTypeSuffixes + ["Effect"] : eventTypeSuffixes
    guard
      names.contains(only.name)
        || suffixes.contains(where: { type.hasSuffix($0) })
    else { return nil }
    return (only.name, only.type.flatMap(TypeName.strippingOptional))
  }

  package static func baseType(_ type: String?) -> String? {
    guard let type, let stripped = TypeName.strippingOptional(type) else { return nil }
    return TypeName.components(stripped).last
  }
}
