/// `scaffold:` in `.archgen.yml`.
public struct ScaffoldConfig: Sendable, Equatable {
  /// Where generated sources go, relative to the working directory.
  public var output: String = "."
  /// Where generated tests go; nil means beside the sources.
  public var testsOutput: String?
  /// A folder whose template files replace the built-in ones of the same name.
  public var templates: String?
  public var reactive: ReactiveFramework = .rxswift
  public var ui: UIFramework = .uikit
  /// File-header fields; nil falls back to Xcode's IDETemplateMacros.plist, then to defaults.
  public var project: String?
  public var author: String?
  public var organization: String?

  public init() {}

  init(_ section: ConfigMapping) throws(Diagnostic) {
    output = try section.string("output") ?? output
    testsOutput = try section.string("tests_output")
    templates = try section.string("templates")
    reactive = try section.choice("reactive", as: ReactiveFramework.self) ?? reactive
    ui = try section.choice("ui", as: UIFramework.self) ?? ui
    project = try section.string("project")
    author = try section.string("author")
    organization = try section.string("organization")
    section.finish()
  }
}

public enum ReactiveFramework: String, CaseIterable, Sendable, Codable {
  case rxswift, combine
}

public enum UIFramework: String, CaseIterable, Sendable, Codable {
  case uikit, swiftui
}
