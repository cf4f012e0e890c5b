import ArchgenCore

/// `graph:` in `.archgen.yml`.
public struct GraphConfig: Sendable, Equatable {
  /// Test folders and doubles, which hold mocks rather than machines a team wants drawn.
  public static let defaultExcluded = ["Tests", "*Tests", "*UITests", "*Mocks", "Mocks"]

  /// Extra names of functions whose `switch` reduces a state by an event.
  public var functions: [String] = []
  /// Path globs never read, below each path given (`graph.excluded`).
  public var excluded: [String] = GraphConfig.defaultExcluded

  public init() {}

  package init(_ section: ConfigMapping) throws(Diagnostic) {
    functions = try section.strings("functions") ?? functions
    excluded = try section.strings("excluded") ?? excluded
    section.finish()
  }
}
