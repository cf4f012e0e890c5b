/// One way the app could reach its environment, with how many of the app's files use it.
public struct EnvironmentCandidate: Sendable, Equatable {
  /// What a Builder reads: `Current`, `AppDependencyProvider.shared`, `ServiceLocator.self`.
  public var accessor: String
  /// What lint watches: one name, or every container of a family (Factory's).
  public var names: [String]
  /// Files of the app (not tests, samples or previews) that use one of the names, other than
  /// the files that declare them.
  public var files: Int
  /// `global var Current of type World`, `13 Factory containers`.
  public var summary: String
  /// Where it is declared (the accessor's declaration).
  public var file: String
  public var line: Int
  /// Functions that replace it: static `set…` of its type, global `with<Name>`/`set<Name>`.
  public var mutators: [String]
  /// Injection property wrappers of its family the app uses (`LazyInjected`, `Dependency`).
  public var propertyWrappers: [String]
  /// `[resolve]` when it is a container the app calls `resolve` on.
  public var resolvers: [String]
  /// How often those files read its names (evidence shown beside the proposal).
  public var uses = 0
  /// What it is: a global, a shared instance, a container family, TCA's `DependencyValues`…
  package var kind = EnvironmentDeclaration.Kind.global
  /// A locator known by its use that other files read for its services alone, never its work:
  /// named beside another such locator (see `EnvironmentProposal`).
  package var readsOnlyServices = false
}
