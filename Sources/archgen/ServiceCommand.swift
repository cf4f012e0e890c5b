import ArchgenKit
import ArgumentParser

struct ServiceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "service",
    abstract: "Scaffold a stateful service on a feedback loop, with its test.")

  @Argument(help: "The service's name, a Swift type name such as Auth (gives AuthService).")
  var name: String

  @Option(help: "States in Swift case syntax; the first is the initial one.")
  var states: String?

  @Option(help: "Actions in Swift case syntax.")
  var actions: String?

  @Option(help: "Events besides action(Action), in Swift case syntax.")
  var events: String?

  @Option(help: "Reactive framework: rxswift or combine (default: config, else rxswift).")
  var reactive: ReactiveFramework?

  @OptionGroup var output: ScaffoldOutputOptions

  func run() throws {
    var flags = ScaffoldFlags()
    flags.states = states
    flags.actions = actions
    flags.events = events
    flags.reactive = reactive
    output.apply(to: &flags)
    try ScaffoldRunner.run(kind: .service, name: name, flags: flags, options: output)
  }
}
