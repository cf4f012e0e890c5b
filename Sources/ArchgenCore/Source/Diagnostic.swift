/// A problem found in the user's input, located like a compiler diagnostic.
public struct Diagnostic: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable, Codable, Comparable {
    case note, warning, error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  public var severity: Severity
  public var message: String
  /// The path as the user gave it (relative stays relative); nil when there is no file.
  public var file: String?
  /// 1-based line and column; nil when the problem is about the whole file.
  public var line: Int?
  public var column: Int?

  public init(
    _ severity: Severity, _ message: String, file: String? = nil, line: Int? = nil,
    column: Int? = nil
  ) {
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  public static func error(
    _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil
  ) -> Diagnostic {
    Diagnostic(.error, message, file: file, line: line, column: column)
  }

  public static func warning(
    _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, message, file: file, line: line, column: column)
  }

  /// `path:line:column: severity: message`, the form Xcode and editors understand.
  public var description: String {
    var location = ""
    if let file {
      location = file
      if let line {
        location += ":\(line)"
        if let column { location += ":\(column)" }
      }
      location += ": "
    }
    return "\(location)\(severity.rawValue): \(message)"
  }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }
}
