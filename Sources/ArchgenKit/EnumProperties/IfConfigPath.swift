/// Where a case sits in one `#if` block: the directives of the clauses up to and including its own
/// (`["#if os(macOS)", "#elseif os(Linux)"]`), so the generated members reproduce the same choice.
public struct IfConfigPath: Equatable, Hashable, Sendable {
  public var directives: [String]

  public init(_ directives: [String]) {
    self.directives = directives
  }
}
