/// How a test calls one reducer, read from its declaration.
package struct ReducerConvention: Equatable {
  package enum Receiver: Equatable {
    /// `Owner.reduce(...)`.
    case type(String)
    /// `Owner().reduce(...)`.
    case instance(String)
    /// A method of the state itself: `state.apply(...)`.
    case state
    /// A method of the event itself (Workflow's `action.apply(toState:)`), on the event type
    /// named here: `LampAction.on.apply(toState: &state)`.
    case event(String)
    /// A free function.
    case none
    /// A value the test builds or reaches: a reactor built through its initializer
    /// (`TicketReactor(title: "", priority: 0)`), a closure held in a property or made by a
    /// factory (`Doors.reduce`, `Stopwatch.reducer()`), or the `store` a handler test builds.
    /// The function is called on it, or, when the function is empty, it is called itself.
    case expression(String)
  }

  package var function: String
  package var receiver: Receiver
  /// Argument labels in order; nil for an unlabeled argument. The state's slot is `stateIndex`.
  package var labels: [String?]
  /// Where the state goes among the arguments; nil for a method of the state.
  package var stateIndex: Int?
  /// Where the event goes among the arguments; nil for a method of the event.
  package var eventIndex: Int?
  package var stateIsInout: Bool
  /// The reducer returns the next state (otherwise it changes its `inout` state or `self`).
  package var returnsState: Bool
  /// The state parameter's name inside the reducer (`self` for a method of the state).
  package var stateName: String
  /// The owner type the declaration sits in, used to find nested state and event types.
  package var owner: String?
  /// `throws`: the call takes `try`, and the test `throws`.
  package var isThrowing = false
  /// `async`: the call takes `await`, and the test is `async`.
  package var isAsync = false
  /// It returns something other than the state (`-> Bool`, Workflow's `Output?`): `_ =`.
  package var discardsResult = false
  /// It returns `State?`: a nil result leaves the state as it was (`?? state`).
  package var returnsOptionalState = false
  /// Values for the arguments that are neither state nor event (Workflow's `context:`), by index.
  package var otherArguments: [Int: String] = [:]
  /// The other arguments are ones the reducer never reads (`file:function:line:` of a logging
  /// reducer): any value of their types is right, so each is built.
  package var unreadArguments = false
  /// The state is held by the type whose handler is called (a view model's `send(_:)`): the test
  /// builds it, sets `state`, calls the handler and reads the state back (`HeldStateSuite`).
  package var heldState: HeldState?
  /// The events are values of types matched with `as` (ReSwift's actions): built through the
  /// type's initializer (`ShowDetail(id: 0)`), not as a case (`.showDetail`).
  package var typeMatchedEvents = false
  /// The events are cases of an enum the action is cast to (`action as? TabAction`), passed
  /// where the parameter's type is a protocol: written with the enum's name (`TabAction.deselect`).
  package var eventTypeName: String?
  /// A Workflow action whose `apply(toState:context:)` takes an `ApplyContext` no test can make:
  /// applied through WorkflowTesting's tester, which makes one
  /// (`Action.tester(withState: state).send(action: .on).verifyState { state = $0 }`).
  package var appliesThroughTester = false
  /// The member of the result that holds the next state (`newState` of a resolver's
  /// `StateResolution<State>`): `state = Resolver().resolve(...).newState`.
  package var resultMember: String?
  /// Events that are values of types the reducer casts its event to (`event as? SignOutEvent`),
  /// each carrying a case of its enum (`eventType: EventType`): by case name, the type that
  /// carries it, built around the case (`SignOutEvent(eventType: .signOutGuest)`).
  package var eventCarriers: [String: EventCarrier] = [:]
  /// The events are the methods of the held state's type (a class machine): each is called on
  /// it, `store.finish(pages: 1)`.
  package var methodEvents: MethodEvents?

  /// A type built around an event case: `before` + case + `after`; or, `isType`, the case
  /// names the type itself, built through its initializer (`DeleteUserEvent(eventType: .x)`).
  package struct EventCarrier: Hashable {
    package var before: String
    package var after: String
    package var isType = false
  }

  /// A handler's owner, as a test builds it, and the property that holds the state.
  package struct HeldState: Equatable {
    package var construct: String
    package var property: String
    /// A test may set the state (`store.state = state`); otherwise (`private(set)`) it reaches
    /// each source by sending the events of a path from the initial state.
    package var settable = true
    /// The type is `@MainActor`: its tests run on the main actor too.
    package var isMainActor = false
    /// The type starts tasks isolated to the main actor (`Task { @MainActor in … }`): its tests
    /// run on the main actor, where such a task waits for the test to await.
    package var startsMainActorTasks = false
    /// The stored resources the type keeps in step with the state and releases in its `deinit`
    /// (`SteppedResources`): a test returns the holder to its initial state before releasing it.
    package var steppedResources: [String] = []

    /// The line that reads the state back from the holder.
    package var readBack: String { "state = store.\(property)" }
  }

  /// What the test function is marked with: ` async throws`, ` throws`, ` async` or nothing.
  package var testEffects: String {
    (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
  }

  /// The lines that apply `event` to the variable `state`.
  package func step(event: String) -> String {
    if let methodEvents, case .expression(let value) = receiver,
      methodEvents.names(String(event.drop { $0 == "." }.prefix { $0 != "(" }))
    {
      return methodEvents.call(event, on: value)
    }
    let callee: String
    switch receiver {
    case .type(let owner): callee = "\(owner).\(function)"
    case .instance(let owner): callee = "\(owner)().\(function)"
    case .state: callee = "state.\(function)"
    case .event(let type): callee = "\(type)\(event.hasPrefix(".") ? "" : ".")\(event).\(function)"
    case .none: callee = function
    case .expression(let value): callee = function.isEmpty ? value : "\(value).\(function)"
    }
    // A type-matched event is a value of its type: `ShowDetail(id: 0)`, not `.ShowDetail(...)`.
    var event = event
    if typeMatchedEvents && event.hasPrefix(".") {
      event.removeFirst()
      if !event.contains("(") { event += "()" }
    }
    if let eventTypeName, event.hasPrefix(".") { event = eventTypeName + event }
    let caseName = event.dropFirst().prefix { $0 != "(" }
    if event.hasPrefix("."), let carrier = eventCarriers[String(caseName)] {
      if carrier.isType {
        event.removeFirst()
        if !event.contains("(") { event += "()" }
      } else {
        event = carrier.before + event + carrier.after
      }
    }
    var arguments: [String] = []
    for (index, label) in labels.enumerated() {
      let value: String
      if index == eventIndex {
        value = event
      } else if index == stateIndex {
        value = stateIsInout ? "&state" : "state"
      } else {
        value = otherArguments[index] ?? "<#Argument#>"
      }
      arguments.append(label.map { "\($0): \(value)" } ?? value)
    }
    if appliesThroughTester, case .event(let type) = receiver {
      return "\(type).tester(withState: state).send(action: \(event)).verifyState { state = $0 }"
    }
    let effects = (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    let call = "\(effects)\(callee)(\(arguments.joined(separator: ", ")))"
    if let resultMember, returnsState { return "state = \(call).\(resultMember)" }
    if returnsState { return "state = \(call)\(returnsOptionalState ? " ?? state" : "")" }
    return discardsResult ? "_ = \(call)" : call
  }
}
