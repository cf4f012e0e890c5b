/// `storedEnum`: A method switching over its one enum parameter that moves a stored value of any
/// name to cases (`perform(_ command:)` setting `status`).
package enum StoredEnumForm: EntryForm {
  package static let identifier = "storedEnum"
  package static let description =
    "A method switching over its one enum parameter that moves a stored value of "
    + "any name to cases (`perform(_ command:)` setting `status`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      enum Connection { case disconnected, connecting, connected }
      enum Command { case connect, drop }

      final class Link {
        private(set) var status: Connection = .disconnected

        func perform(_ command: Command) {
          switch command {
          case .connect: status = .connecting
          case .drop: status = .disconnected
          }
        }
      }
      """,
      transitions: [
        "* -connect-> connecting",
        "* -drop-> disconnected",
      ])
  ]
}
