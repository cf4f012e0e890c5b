// A stand-in for ReactorKitObservation's bindings (archgen's real-reducer benchmark): an
// action that carries a binding, and a binding that writes a value into the state.
public protocol BindableAction {}

public struct BindingAction<Root> {
  let set: (inout Root) -> Void

  public init<Value>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) {
    set = { $0[keyPath: keyPath] = value }
  }

  public func apply(to root: inout Root) { set(&root) }
}
