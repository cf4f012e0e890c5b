import ArchgenSyntax

/// One member planned for the generated extension.
public struct EnumMember: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// `var isFoo: Bool`, true when `self` matches `pattern` (`.foo`, `.loaded(.success)`).
    case check(pattern: String)
    /// `var foo: T?`, the payload of case `caseName`.
    case payload(caseName: String, elements: [PayloadElement])
  }

  /// The member name without backticks.
  public var name: String
  public var kind: Kind
  /// `#if` clauses around the member, outermost first.
  public var conditions: [IfConfigPath]
  /// `@available` attributes copied from the case (and from the inner case of a nested check).
  public var availability: [String]
}
