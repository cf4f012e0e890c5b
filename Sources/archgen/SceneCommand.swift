import ArchgenKit
import ArgumentParser

struct SceneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scene",
    abstract: "Scaffold a scene: View, Store, Builder, State, Action, Route and a test.")

  @Argument(help: "The scene's name, a Swift type name such as Login.")
  var name: String

  @OptionGroup var cases: ScaffoldCaseOptions

  @Option(help: "Routes in Swift case syntax.")
  var routes: String?

  @Option(help: "UI framework: uikit or swiftui (default: config, else uikit).")
  var ui: UIFramework?

  @Option(
    name: .customLong("dependency"),
    help: ArgumentHelp(
      "A dependency of the store as NAME:TYPE, read by the Builder from the environment's NAME "
        + "(repeatable; default: config scaffold.dependencies, else now:\"() -> Date\" from date).",
      valueName: "name:type"))
  var dependencies: [String] = []

  @OptionGroup var output: ScaffoldOutputOptions

  func run() throws {
    var flags = ScaffoldFlags()
    cases.apply(to: &flags)
    flags.routes = routes
    flags.ui = ui
    flags.dependencies = dependencies
    output.apply(to: &flags)
    try ScaffoldRunner.run(kind: .scene, name: name, flags: flags, options: output)
  }
}
