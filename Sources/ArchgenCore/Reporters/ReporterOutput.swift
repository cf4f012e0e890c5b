/// One `--reporter` value: `sarif` (to stdout) or `sarif:lint.sarif` (to a file).
public struct ReporterOutput: Sendable, Equatable {
  public var name: String
  /// Nil means stdout.
  public var path: String?

  public init(name: String, path: String? = nil) {
    self.name = name
    self.path = path
  }

  /// Parses `name[:path]`; an unknown reporter name is an error listing the known ones.
  public init(parsing spec: String) throws(Diagnostic) {
    let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
    name = parts.first ?? ""
    path = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
    guard ReporterRegistry.reporter(named: name) != nil else {
      let known = ReporterRegistry.reporters.map { $0.name }.joined(separator: ", ")
      throw .error("unknown reporter '\(name)'; expected one of: \(known)")
    }
  }
}
