import ArchgenConfig
import ArchgenEnumProperties
import Foundation

/// What the command line says about a scaffold; nil means "use the config, then the default".
public struct ScaffoldFlags: Sendable {
  public var states: String?
  public var actions: String?
  public var routes: String?
  public var events: String?
  public var reactive: ReactiveFramework?
  public var ui: UIFramework?
  public var output: String?
  public var testsOutput: String?
  public var templates: String?
  public var noTests = false
  public var force = false
  public var skipExisting = false
  /// `--dependency name:Type`, in order; empty uses the config, then the built-in one.
  public var dependencies: [String] = []

  public init() {}
}

extension ScaffoldRequest {
  /// Combines flags, config and defaults (flags win, then `.archgen.yml`, then Xcode's project
  /// settings, then built-in defaults). `environment` supplies `SOURCE_DATE_EPOCH` and `USER`.
  public static func resolve(
    kind: Kind, name: String, flags: ScaffoldFlags, config: ScaffoldConfig,
    enumProps: EnumPropertiesConfig = EnumPropertiesConfig(),
    globalEnvironment: EnvironmentSettings = EnvironmentSettings(), workingDirectory: String,
    environment: [String: String]
  ) -> ScaffoldRequest {
    let xcode = XcodeTemplateMacros.find(from: workingDirectory)
    let project =
      config.project ?? xcode?.project ?? URL(fileURLWithPath: workingDirectory).lastPathComponent
    let author = config.author ?? environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "archgen"
    let date =
      environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(
        Date.init(timeIntervalSince1970:)) ?? Date()
    let header = FileHeader(
      project: project, author: author, organization: config.organization, date: date,
      xcodeTemplate: xcode?.fileHeader)
    let policy: ConflictPolicy =
      flags.force ? .force : (flags.skipExisting ? .skipExisting : .refuse)
    return ScaffoldRequest(
      kind: kind, name: name, states: flags.states, actions: flags.actions, routes: flags.routes,
      events: flags.events, reactive: flags.reactive ?? config.reactive, ui: flags.ui ?? config.ui,
      outputDirectory: flags.output ?? config.output,
      testsOutputDirectory: flags.testsOutput ?? config.testsOutput,
      templates: TemplateSource(overrideDirectory: flags.templates ?? config.templates),
      includeTests: !flags.noTests, header: header,
      module: config.modules.app ?? moduleName(for: project),
      conflictPolicy: policy,
      // The State's properties follow `enum_props` like the enum-props command; setters are
      // left out, as a store changes its state only in reduce.
      enumProperties: EnumPropertiesOptions(prefix: enumProps.prefix),
      environmentAccessor: globalEnvironment.accessor, modules: config.modules,
      dependencies: flags.dependencies.isEmpty ? config.dependencies : flags.dependencies)
  }
}
