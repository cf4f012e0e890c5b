import ArchgenKit
import ArgumentParser

struct SceneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scene",
    abstract: "Scaffold a scene: View, Store, Builder, State, Action, Route and a test.")

  @Argument(help: "The scene's name, a Swift type name such as Login.")
  var name: String

  @Option(help: "States in Swift case syntax; the first is the initial one.")
  var states: String?

  @Option(help: "Actions in Swift case syntax.")
  var actions: String?

  @Option(help: "Routes in Swift case syntax.")
  var routes: String?

  @Option(help: "Reactive framework: rxswift or combine (default: config, else rxswift).")
  var reactive: ReactiveFramework?

  @Option(help: "UI framework: uikit or swiftui (default: config, else uikit).")
  var ui: UIFramework?

  @OptionGroup var output: ScaffoldOutputOptions

  func run() throws {
    var flags = ScaffoldFlags()
    flags.states = states
    flags.actions = actions
    flags.routes = routes
    flags.reactive = reactive
    flags.ui = ui
    output.apply(to: &flags)
    try ScaffoldRunner.run(kind: .scene, name: name, flags: flags, options: output)
  }
}
