import ArchgenCore

extension TemplateSource {
  /// `archgen templates list`: the built-in template files, one per line.
  public static func listCommand() -> CommandOutcome {
    CommandOutcome(standardOutput: builtinPaths.map { $0 + "\n" }.joined())
  }

  /// `archgen templates export DIR`: copies the built-ins; a changed file is kept unless `force`.
  public static func exportCommand(to directory: String, force: Bool) -> CommandOutcome {
    do throws(Diagnostic) {
      let written = try export(to: directory, force: force)
      return CommandOutcome(standardOutput: written.map { "exported    \($0)\n" }.joined())
    } catch {
      return .failure([error])
    }
  }
}
