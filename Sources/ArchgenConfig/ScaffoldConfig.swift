import ArchgenCore

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
  /// The modules generated code imports.
  public var modules = ModuleNames()
  /// The store's dependencies as `name: Type`; nil keeps the built-in `now: () -> Date`.
  public var dependencies: [String]?

  public init() {}

  package init(_ section: ConfigMapping) throws(Diagnostic) {
    output = try section.string("output") ?? output
    testsOutput = try section.string("tests_output")
    templates = try section.string("templates")
    reactive = try section.choice("reactive", as: ReactiveFramework.self) ?? reactive
    ui = try section.choice("ui", as: UIFramework.self) ?? ui
    project = try section.string("project")
    author = try section.string("author")
    organization = try section.string("organization")
    if let names = try section.mapping("modules") { modules = try ModuleNames(names) }
    dependencies = try section.strings("dependencies")
    section.finish()
  }
}

/// `scaffold.modules:`: the module names behind every `import` of generated code.
public struct ModuleNames: Sendable, Equatable, Encodable {
  /// The feedback system's module; nil means `FeedbackSystem` (RxSwift) or
  /// `CombineFeedbackSystem` (Combine).
  public var feedback: String?
  /// The given/when/then verification helper's module.
  public var verification: String?
  /// The module tests `@testable import`; nil means the project's module name.
  public var app: String?

  public init(feedback: String? = nil, verification: String? = nil, app: String? = nil) {
    self.feedback = feedback
    self.verification = verification
    self.app = app
  }

  package init(_ section: ConfigMapping) throws(Diagnostic) {
    for key in ["feedback", "verification", "app"] {
      guard let name = try section.string(key) else { continue }
      guard name.isSwiftModuleName else {
        throw .error(
          "'\(section.keyPath).\(key)' must be a Swift module name, not '\(name)'",
          file: section.file)
      }
      switch key {
      case "feedback": feedback = name
      case "verification": verification = name
      default: app = name
      }
    }
    section.finish()
  }
}

extension String {
  /// A plain identifier that is not a keyword: what `import` accepts as a module name.
  package var isSwiftModuleName: Bool {
    guard let first = unicodeScalars.first, first.properties.isXIDStart || first == "_" else {
      return false
    }
    return unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
      && !SwiftKeywords.reserved.contains(self)
  }
}

public enum ReactiveFramework: String, CaseIterable, Sendable, Codable {
  case rxswift, combine
}

public enum UIFramework: String, CaseIterable, Sendable, Codable {
  case uikit, swiftui
}
