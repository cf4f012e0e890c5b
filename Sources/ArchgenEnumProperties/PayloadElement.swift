/// One associated value of a case.
public struct PayloadElement: Equatable, Sendable {
  /// The label, or nil for an unlabelled value (and for `_`).
  public var label: String?
  /// The type as it must be written in the generated extension (nested types fully qualified).
  public var type: String
  /// The type of a single-value getter: `type` made optional, an optional left as it is.
  public var optionalType: String
  /// The payload is already optional (`[Item]?`, `Item!`, `Optional<Item>`).
  public var isOptional: Bool
  /// Declared with a default value (`retry: Int = 3`); dropped from the generated tuple.
  public var hasDefaultValue: Bool
  /// Dotted name of the payload type when it is a plain (possibly generic) type name, used to find
  /// an enum among the inputs for nested checks.
  public var typeName: String?

  public init(
    label: String? = nil, type: String, optionalType: String? = nil, isOptional: Bool = false,
    hasDefaultValue: Bool = false, typeName: String? = nil
  ) {
    self.label = label
    self.type = type
    self.optionalType = optionalType ?? (isOptional ? type : type.optionalFlattened)
    self.isOptional = isOptional
    self.hasDefaultValue = hasDefaultValue
    self.typeName = typeName
  }
}
