/// The innermost type declaration (or extension) around a piece of code.
public struct EnclosingType: Sendable, Hashable {
  /// The declared or extended type's name, without module prefix or generic arguments.
  public var name: String
  /// How a read reaches the environment when not through one of its names: the resolver call as
  /// written (`resolver.resolve`) or the injecting wrapper (`@Injected`); nil for a name.
  public var via: String?
  /// Marked `@main`: the app entry point.
  public var isMain: Bool
}
