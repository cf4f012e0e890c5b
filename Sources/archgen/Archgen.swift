import ArchgenKit
import ArgumentParser

@main
struct Archgen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "archgen",
    abstract: "Scaffold, draw and lint apps built on a unidirectional architecture.",
    discussion: """
      Exit status: 0 success; 1 the command found something you must act on; 2 the command could \
      not do its job (unreadable input, bad config, refused to overwrite); 64 usage error.
      """,
    version: ArchgenVersion.current,
    subcommands: [
      SceneCommand.self,
      ServiceCommand.self,
      EnumPropertiesCommand.self,
      GraphCommand.self,
      TestsCommand.self,
      LintCommand.self,
      InitCommand.self,
      TemplatesCommand.self,
    ]
  )
}
