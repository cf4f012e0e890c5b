import ArchgenConfig

/// Options of the computed-property generator.
public struct EnumPropertiesOptions: Sendable, Equatable {
  /// Prefix of the Boolean checks (`isLoading`).
  public var prefix: String
  /// Also generate setters that replace the payload of the current case.
  public var setters: Bool

  public init(prefix: String = "is", setters: Bool = false) {
    self.prefix = prefix
    self.setters = setters
  }

  /// The config's `enum_props` section as options.
  public init(_ config: EnumPropertiesConfig) {
    self.init(prefix: config.prefix, setters: config.setters)
  }

  /// An error when the prefix cannot start a Swift identifier.
  public var prefixProblem: String? {
    guard let first = prefix.first else { return nil }
    let valid =
      (first.isLetter || first == "_")
      && prefix.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      && prefix.unicodeScalars.allSatisfy(\.isASCII)
    return valid ? nil : "prefix '\(prefix)' is not a valid start of a Swift identifier"
  }
}
