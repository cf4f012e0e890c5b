/// Where a machine comes from: the form that found it and its declaration's position.
package struct Origin: Equatable, Sendable {
  /// How the machine was read: the identifier of a registered form (`FormRegistry`).
  package struct Form: Hashable, Sendable {
    package var identifier: String

    package init(_ identifier: String) { self.identifier = identifier }

    /// A machine known only as a `StateMachine`, or read by no registered form.
    package static let unrecorded = Form("")
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
