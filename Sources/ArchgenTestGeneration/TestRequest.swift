import ArchgenConfig
import ArchgenScaffold

/// What `archgen tests` is asked to do.
public struct TestRequest: Sendable {
  public var paths: [String]
  public var typeName: String?
  /// Extra reducer function names (`graph.functions`).
  public var functions: [String]
  public var outputDirectory: String
  public var framework: TestFramework
  /// The module the tests `@testable import`.
  public var module: String
  public var templates: TemplateSource
  /// Path globs never read, as graph (`graph.excluded`, test folders by default).
  public var excluded: [String]

  public init(
    paths: [String], typeName: String? = nil, functions: [String] = [], outputDirectory: String,
    framework: TestFramework, module: String, templates: TemplateSource = TemplateSource(),
    excluded: [String] = GraphConfig.defaultExcluded
  ) {
    self.excluded = excluded
    self.paths = paths
    self.typeName = typeName
    self.functions = functions
    self.outputDirectory = outputDirectory
    self.framework = framework
    self.module = ManifestTargets.moduleName(module)
    self.templates = templates
  }
}
