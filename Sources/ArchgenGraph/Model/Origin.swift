/// Where a machine comes from: the form that found it and its declaration's position.
package struct Origin: Equatable, Sendable {
  /// How the machine was read.
  package enum Form: String, Equatable, Sendable {
    /// A reducer handed its state: a function, a closure, a `Reduce { … }` body, a class's
    /// method switching over an event.
    case reducer
    /// A state an object holds (a view model's `state`) and its methods change.
    case heldState
    /// UniFlow's static transition functions of one feature.
    case uniFlow
  }

  package var form: Form
  /// The type that owns the reducer (or the variable or function name for free reducers).
  package var owner: String
  /// The function, property or method that holds the reducer, nil when unknown.
  package var function: String?
  package var file: String
  package var line: Int
  package var column: Int

  package init(
    form: Form, owner: String, function: String?, file: String, line: Int, column: Int
  ) {
    self.form = form
    self.owner = owner
    self.function = function
    self.file = file
    self.line = line
    self.column = column
  }
}
