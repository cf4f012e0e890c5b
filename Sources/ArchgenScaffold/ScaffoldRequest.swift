import ArchgenConfig
import ArchgenCore
import ArchgenEnumProperties
import Foundation

/// What to scaffold and where: everything `archgen scene` / `archgen service` was asked for.
public struct ScaffoldRequest: Sendable {
  public enum Kind: String, Sendable, Codable {
    case scene, service
  }

  /// What to do with a planned file that exists with other content.
  public enum ConflictPolicy: String, Sendable {
    /// List conflicts, write nothing, fail.
    case refuse
    /// Replace them.
    case force
    /// Leave them and write the rest.
    case skipExisting
  }

  public var kind: Kind
  public var name: String
  /// Case lists in Swift case syntax; nil uses the defaults.
  public var states: String?
  public var actions: String?
  public var routes: String?
  public var events: String?
  public var reactive: ReactiveFramework
  public var ui: UIFramework
  public var outputDirectory: String
  public var testsOutputDirectory: String?
  public var templates: TemplateSource
  public var includeTests: Bool
  public var header: FileHeader
  public var module: String
  public var conflictPolicy: ConflictPolicy
  public var enumProperties: EnumPropertiesOptions
  /// The expression Builders read the environment through (`environment.accessor`).
  public var environmentAccessor: String
  public var modules: ModuleNames
  /// `name: Type` specs of the store's dependencies; nil keeps the built-in one.
  public var dependencies: [String]?

  public init(
    kind: Kind, name: String, states: String? = nil, actions: String? = nil, routes: String? = nil,
    events: String? = nil, reactive: ReactiveFramework = .rxswift, ui: UIFramework = .uikit,
    outputDirectory: String = ".", testsOutputDirectory: String? = nil,
    templates: TemplateSource = TemplateSource(), includeTests: Bool = true, header: FileHeader,
    module: String, conflictPolicy: ConflictPolicy = .refuse,
    enumProperties: EnumPropertiesOptions = EnumPropertiesOptions(),
    environmentAccessor: String = EnvironmentSettings.defaultAccessor,
    modules: ModuleNames = ModuleNames(), dependencies: [String]? = nil
  ) {
    self.kind = kind
    self.name = name
    self.states = states
    self.actions = actions
    self.routes = routes
    self.events = events
    self.reactive = reactive
    self.ui = ui
    self.outputDirectory = outputDirectory
    self.testsOutputDirectory = testsOutputDirectory
    self.templates = templates
    self.includeTests = includeTests
    self.header = header
    self.module = module
    self.conflictPolicy = conflictPolicy
    self.enumProperties = enumProperties
    self.environmentAccessor = environmentAccessor
    self.modules = modules
    self.dependencies = dependencies
  }

  /// Case lists used when an option is not given.
  public enum Defaults {
    public static let sceneStates = "idle, loading, loaded, failed(message: String)"
    public static let sceneActions = "load, dismiss"
    public static let sceneRoutes = "dismiss"
    public static let serviceStates = "idle, loading, loaded, failed(message: String)"
    public static let serviceActions = "load, reset"
    public static let serviceEvents = "didLoad, didFail(message: String)"
  }

  /// A Swift module name made from a project name, as Xcode derives PRODUCT_MODULE_NAME.
  public static func moduleName(for project: String) -> String {
    var scalars = project.unicodeScalars.map { $0.properties.isXIDContinue ? Character($0) : "_" }
    if let first = scalars.first, first.isNumber { scalars.insert("_", at: 0) }
    let name = String(scalars)
    if name.isEmpty { return "App" }
    return SwiftKeywords.reserved.contains(name) ? name + "_" : name
  }
}
