/// A rule's id, description and default severity, as reporters need them.
public struct RuleDescriptor: Sendable, Hashable {
  public var id: String
  public var description: String
  public var severity: Diagnostic.Severity

  package init(id: String, description: String, severity: Diagnostic.Severity) {
    self.id = id
    self.description = description
    self.severity = severity
  }
}
