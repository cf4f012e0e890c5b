/// `stateMethod`: A method of the state type itself: `mutating`, or returning its own type, handed
/// one event (`mutating func apply(_ event:)`, `mutating func on(_:logger:)`).
package enum StateMethodForm: EntryForm {
  package static let identifier = "stateMethod"
  package static let description =
    "A method of the state type itself: `mutating`, or returning its own type, "
    + "handed one event (`mutating func apply(_ event:)`, `mutating func " + "on(_:logger:)`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      enum DoorEvent { case open, close }

      struct DoorState {
        var isOpen = false

        mutating func apply(_ event: DoorEvent) {
          switch event {
          case .open: isOpen = true
          case .close: isOpen = false
          }
        }
      }
      """,
      transitions: [
        "* -open-> isOpen=true",
        "* -close-> isOpen=false",
      ]),
    FormExample(
      """
      enum BufferEvent { case fill, drain }
      enum BufferAction { case notify }

      enum Buffer {
        case empty, full

        mutating func on(_ event: BufferEvent, logger: Logger?) -> [BufferAction] {
          switch event {
          case .fill: self = .full
          case .drain: self = .empty
          }
          return [.notify]
        }
      }
      """,
      transitions: ["* -fill-> full", "* -drain-> empty"]),
  ]
}
