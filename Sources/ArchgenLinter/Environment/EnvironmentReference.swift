import ArchgenSyntax

/// A place where code touches the global environment.
public struct EnvironmentReference: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// Any use of the environment that does not replace it or one of its members.
    case read
    /// An assignment to the environment or a member of it, or a call to a mutator.
    case mutation
  }

  public var kind: Kind
  /// The environment name or mutator as written, e.g. `CurrentEnvironment` or `setEnvironment`.
  public var name: String
  /// How a read reaches the environment when not through one of its names: the resolver call as
  /// written (`resolver.resolve`) or the injecting wrapper (`@Injected`); nil for a name.
  public var via: String?
  /// UTF-8 offset of the reference (the start of the mutated expression for mutations).
  public var position: Int
  /// The innermost type declaration around the reference; nil at file level.
  public var enclosingType: EnclosingType?
  /// Inside the environment's own declaration, which may do anything with itself.
  public var isInEnvironmentDeclaration: Bool
  /// Where the reference stands: default argument, preview, `#if` conditions, enclosing types.
  public var context = ReferenceContext()
}
