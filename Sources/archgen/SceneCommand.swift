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

  @OptionGroup var output: ScaffoldOutputOptions

  func run() throws {
    var flags = ScaffoldFlags()
    cases.apply(to: &flags)
    flags.routes = routes
    flags.ui = ui
    output.apply(to: &flags)
    try ScaffoldRunner.run(kind: .scene, name: name, flags: flags, options: output)
  }
}
