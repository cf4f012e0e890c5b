import ArchgenCore

/// `enum_props:` in `.archgen.yml`.
public struct EnumPropertiesConfig: Sendable, Equatable {
  /// Prefix of the Boolean case checks (`isLoading`).
  public var prefix: String = "is"
  /// Generate setters that replace a case's payload.
  public var setters: Bool = false

  public init() {}

  package init(_ section: ConfigMapping) throws(Diagnostic) {
    prefix = try section.string("prefix") ?? prefix
    setters = try section.bool("setters") ?? setters
    section.finish()
  }
}
