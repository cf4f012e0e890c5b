import ArchgenKit
import ArgumentParser

struct ServiceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "service",
    abstract: "Scaffold a stateful service on a feedback loop, with its test.")

  @Argument(help: "The service's name, a Swift type name such as Auth (gives AuthService).")
  var name: String

  @OptionGroup var cases: ScaffoldCaseOptions

  @Option(help: "Events besides action(Action), in Swift case syntax.")
  var events: String?

  @OptionGroup var output: ScaffoldOutputOptions

  func run() throws {
    var flags = ScaffoldFlags()
    cases.apply(to: &flags)
    flags.events = events
    output.apply(to: &flags)
    try ScaffoldRunner.run(kind: .service, name: name, flags: flags, options: output)
  }
}
