/// An enum as the property generator sees it: its cases, their payloads and where it lives.
public struct EnumModel: Equatable, Sendable {
  /// Dotted name from the outermost enclosing type (`AuthService.State`).
  public var qualifiedName: String
  public var access: AccessLevel
  public var cases: [EnumCaseModel]
  /// Names of members the enum already declares, in its body or in extensions; never regenerated.
  public var existingMembers: Set<String>
  public var file: String
  public var line: Int

  public init(
    qualifiedName: String, access: AccessLevel = .internal, cases: [EnumCaseModel],
    existingMembers: Set<String> = [], file: String = "", line: Int = 0
  ) {
    self.qualifiedName = qualifiedName
    self.access = access
    self.cases = cases
    self.existingMembers = existingMembers
    self.file = file
    self.line = line
  }

  /// The last component of the qualified name.
  public var name: String {
    qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
  }
}

/// One `case` of an enum.
public struct EnumCaseModel: Equatable, Sendable {
  /// The case name without backticks.
  public var name: String
  public var payload: [PayloadElement]
  public var line: Int
  public var column: Int

  public init(name: String, payload: [PayloadElement] = [], line: Int = 0, column: Int = 0) {
    self.name = name
    self.payload = payload
    self.line = line
    self.column = column
  }
}

/// One associated value of a case.
public struct PayloadElement: Equatable, Sendable {
  /// The label, or nil for an unlabelled value (and for `_`).
  public var label: String?
  /// The type as written in source, trimmed.
  public var type: String

  public init(label: String? = nil, type: String) {
    self.label = label
    self.type = type
  }
}

/// Swift access levels, ordered from most to least visible.
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
}
