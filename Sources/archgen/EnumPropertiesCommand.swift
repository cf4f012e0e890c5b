import ArchgenKit
import ArgumentParser

/// `archgen enum-props`: computed-property extensions for enums.
struct EnumPropertiesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "enum-props",
    abstract: "Generate computed-property extensions (isFoo, foo payload) for enums.",
    discussion: """
      Enums are selected with --type, with a `// archgen:enum-props` comment on the line above \
      them (the default), or with --all. Output goes to stdout, to --output, or with --in-place \
      to a <SourceFile>+Properties.swift beside each source file. Exit status: 0 success; 1 \
      stale output under --check; 2 errors.
      """)

  @Argument(help: "Swift files or folders to read.")
  var paths: [String]

  @OptionGroup var generation: EnumPropertiesGenerationOptions
  @OptionGroup var destination: EnumPropertiesDestinationOptions
  @OptionGroup var exclude: ExcludeOption
  @OptionGroup var configOption: ConfigOption

  func run() throws {
    let generator = generation.generator(config: try configOption.load().enumProps)
    try Console.finish(
      generator.command(
        paths: exclude.filter(paths), destination: destination.destination, check: destination.check
      ))
  }
}

/// Which enums, and what to generate for them.
struct EnumPropertiesGenerationOptions: ParsableArguments {
  @Option(name: .customLong("type"), help: "An enum to generate for (qualified names allowed).")
  var types: [String] = []

  @Flag(help: "Every enum with at least one case with associated values.")
  var all = false

  @Option(help: "Prefix of the Boolean checks (default: enum_props.prefix or 'is').")
  var prefix: String?

  @Flag(inversion: .prefixedNo, help: "Generate setters (default: enum_props.setters or off).")
  var setters: Bool?

  func validate() throws {
    if all && !types.isEmpty { throw ValidationError("--all and --type cannot be combined.") }
  }

  /// The config's `enum_props` section, overridden by the flags given.
  func generator(config: EnumPropertiesConfig) -> EnumPropertiesGenerator {
    var options = EnumPropertiesOptions(config)
    if let prefix { options.prefix = prefix }
    if let setters { options.setters = setters }
    let selection: EnumSelection = all ? .all : types.isEmpty ? .marked : .types(types)
    return EnumPropertiesGenerator(options: options, selection: selection)
  }
}

/// Where the generated extensions go.
struct EnumPropertiesDestinationOptions: ParsableArguments {
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write all extensions to this file.", valueName: "file"))
  var output: String?

  @Flag(help: "Write <SourceFile>+Properties.swift beside each source file.")
  var inPlace = false

  @Flag(
    help: "Write nothing; exit 1 when what --output or --in-place names is missing or stale.")
  var check = false

  func validate() throws {
    if inPlace && output != nil {
      throw ValidationError("--in-place and --output cannot be combined.")
    }
    if check && !inPlace && output == nil {
      throw ValidationError("--check needs --in-place or --output.")
    }
  }

  /// Where the extensions go.
  var destination: EnumPropertiesDestination {
    if inPlace { return .inPlace }
    return output.map { .file($0) } ?? .standardOutput
  }
}
