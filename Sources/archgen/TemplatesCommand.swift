import ArchgenKit
import ArgumentParser

struct TemplatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "templates",
    abstract: "Show or copy the built-in templates.",
    subcommands: [List.self, Export.self])

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in template files.")

    func run() throws {
      try Console.finish(TemplateSource.listCommand())
    }
  }

  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Copy the built-in templates into a folder, as a start for --templates.")

    @Argument(help: "The folder to copy them into.")
    var directory: String

    @Flag(help: "Replace files that exist with other content.")
    var force = false

    func run() throws {
      try Console.finish(TemplateSource.exportCommand(to: directory, force: force))
    }
  }
}
