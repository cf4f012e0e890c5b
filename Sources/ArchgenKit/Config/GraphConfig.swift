/// `graph:` in `.archgen.yml`.
public struct GraphConfig: Sendable, Equatable {
  /// Extra names of functions whose `switch` reduces a state by an event.
  public var functions: [String] = []

  public init() {}

  init(_ section: ConfigMapping) throws(Diagnostic) {
    functions = try section.strings("functions") ?? functions
    section.finish()
  }
}
