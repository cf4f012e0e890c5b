/// How a test calls one reducer, read from its declaration.
struct ReducerConvention: Equatable {
  enum Receiver: Equatable {
    /// `Owner.reduce(...)`.
    case type(String)
    /// `Owner().reduce(...)`.
    case instance(String)
    /// A method of the state itself: `state.apply(...)`.
    case state
    /// A free function.
    case none
  }

  var function: String
  var receiver: Receiver
  /// Argument labels in order; nil for an unlabeled argument. The state's slot is `stateIndex`.
  var labels: [String?]
  /// Where the state goes among the arguments; nil for a method of the state.
  var stateIndex: Int?
  var eventIndex: Int
  var stateIsInout: Bool
  /// The reducer returns the next state (otherwise it changes its `inout` state or `self`).
  var returnsState: Bool
  /// The state parameter's name inside the reducer (`self` for a method of the state).
  var stateName: String
  /// The owner type the declaration sits in, used to find nested state and event types.
  var owner: String?

  /// The lines that apply `event` to the variable `state`.
  func step(event: String) -> String {
    let callee: String
    switch receiver {
    case .type(let owner): callee = "\(owner).\(function)"
    case .instance(let owner): callee = "\(owner)().\(function)"
    case .state: callee = "state.\(function)"
    case .none: callee = function
    }
    var arguments: [String] = []
    for (index, label) in labels.enumerated() {
      let value =
        index == eventIndex ? event : (stateIsInout ? "&state" : "state")
      arguments.append(label.map { "\($0): \(value)" } ?? value)
    }
    let call = "\(callee)(\(arguments.joined(separator: ", ")))"
    return returnsState ? "state = \(call)" : call
  }
}
