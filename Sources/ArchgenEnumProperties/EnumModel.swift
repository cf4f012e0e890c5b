import ArchgenSyntax

/// An enum as the property generator sees it: its cases, their payloads and where it lives.
public struct EnumModel: Equatable, Sendable {
  /// Dotted name from the outermost enclosing type (`AuthService.State`).
  public var qualifiedName: String
  /// The effective access level: the enum's own, narrowed by its enclosing types.
  public var access: AccessLevel
  public var cases: [EnumCaseModel]
  /// Names of members the enum already declares, in its body or in extensions; never regenerated.
  public var existingMembers: Set<String>
  public var file: String
  public var line: Int
  public var column: Int
  /// Names of the enum's generic parameters (`Element` in `enum List<Element>`).
  public var genericParameters: [String]
  /// Declared `indirect enum`.
  public var isIndirect: Bool
  /// Preceded by a `// archgen:enum-props` comment.
  public var isMarked: Bool
  /// The `#if` clauses the declaration sits in, outermost first; the extension gets the same.
  public var conditions: [IfConfigPath]
  /// `@available(...)` attributes of the enum, as written; copied to the extension.
  public var availability: [String]

  public init(
    qualifiedName: String, access: AccessLevel = .internal, cases: [EnumCaseModel],
    existingMembers: Set<String> = [], file: String = "", line: Int = 0, column: Int = 0,
    genericParameters: [String] = [], isIndirect: Bool = false, isMarked: Bool = false,
    conditions: [IfConfigPath] = [], availability: [String] = []
  ) {
    self.qualifiedName = qualifiedName
    self.access = access
    self.cases = cases
    self.existingMembers = existingMembers
    self.file = file
    self.line = line
    self.column = column
    self.genericParameters = genericParameters
    self.isIndirect = isIndirect
    self.isMarked = isMarked
    self.conditions = conditions
    self.availability = availability
  }

  /// The last component of the qualified name.
  public var name: String {
    qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
  }

  /// True when at least one case carries associated values.
  public var hasPayloadCases: Bool { cases.contains { !$0.payload.isEmpty } }
}

/// One `case` of an enum.
public struct EnumCaseModel: Equatable, Sendable {
  /// The case name without backticks.
  public var name: String
  public var payload: [PayloadElement]
  public var line: Int
  public var column: Int
  /// The `#if` clauses the case sits in, outermost first.
  public var conditions: [IfConfigPath]
  /// `@available(...)` attributes of the case, as written; copied to generated members.
  public var availability: [String]
  /// Declared `indirect case`.
  public var isIndirect: Bool

  public init(
    name: String, payload: [PayloadElement] = [], line: Int = 0, column: Int = 0,
    conditions: [IfConfigPath] = [], availability: [String] = [], isIndirect: Bool = false
  ) {
    self.name = name
    self.payload = payload
    self.line = line
    self.column = column
    self.conditions = conditions
    self.availability = availability
    self.availability = availability
    self.isIndirect = isIndirect
  }
}

/// The Swift access levels, ordered from most to least visible.
public enum AccessLevel: String, Sendable, Comparable, CaseIterable {
  case open, `public`, package, `internal`, `fileprivate`, `private`

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank > rhs.rank }

  /// The modifier to write on a generated member; empty for `internal`, `public` for `open`.
  public var memberModifier: String {
    switch self {
    case .open, .public: "public "
    case .package: "package "
    case .internal: ""
    case .fileprivate: "fileprivate "
    case .private: "private "
    }
  }

  /// `private` and `fileprivate` types cannot be extended from another file.
  public var isExtensibleFromAnotherFile: Bool { self >= .internal }
}
