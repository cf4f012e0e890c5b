// Issue 31: an Elm update returning `(Model, Cmd<Msg>)` whose models are built by a generic
// helper taking a key path, declared in another file (Modify.swift): the field the key path
// names gets the value passed.
struct CounterModel {
  var count = 0
  var step = 1
  var message: String?
}

enum CounterMsg { case increment, decrement, reset, setStep(Int), show(String) }

func update(_ msg: CounterMsg, _ model: CounterModel) -> (CounterModel, Cmd<CounterMsg>) {
  switch msg {
  case .increment:
    return (modify(model, \.count, model.count + model.step), .none)
  case .decrement:
    return (modify(model, \.count, model.count - model.step), .none)
  case .reset:
    return (modify(model, \.count, 0), .none)
  case .setStep(let step):
    return (modify(model, \.step, step), .none)
  case .show(let text):
    return (modify(model, \.message, text), .none)
  }
}
