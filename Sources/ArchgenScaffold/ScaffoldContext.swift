import ArchgenCore
import Foundation

/// Everything a scaffold template can use. Documented in Documentation/Scaffolding.md and pinned
/// by a golden test, so template authors can rely on it.
public struct ScaffoldContext: Encodable, Sendable {
  /// The name given on the command line (`Login`).
  public var name: String
  /// `scene` or `service`.
  public var kind: String
  public var reactive: String
  public var ui: String
  /// The app module that tests `@testable import`.
  public var module: String
  public var types: TypeNames
  public var states: [CaseContext]
  public var actions: [CaseContext]
  public var routes: [CaseContext]
  /// Service events besides `action(Action)`; empty for scenes.
  public var events: [CaseContext]
  public var initialState: CaseContext
  /// One entry per `case` of the generated reduce function.
  public var reducerCases: [ReducerCase]
  /// The route each action asks for (scenes).
  public var actionRoutes: [ActionRoute]
  /// The computed-property extension of the State enum, from the enum-props engine.
  public var stateProperties: String
  /// How Builders reach the global environment.
  public var environment: EnvironmentAccess
  /// The module names behind generated imports.
  public var modules: Modules
  /// The store's dependencies, in the order given.
  public var dependencies: [Dependency]
  /// Classes the generated test declares to stand in for protocol-typed dependencies.
  public var testDoubles: [TestDouble]
  /// Set per file: its name and its header comment.
  public var fileName = ""
  public var header = ""

  public struct TypeNames: Encodable, Sendable {
    public var store: String
    public var viewController: String
    public var swiftUIView: String
    public var builder: String
    public var service: String
    /// The type that owns State, Action and Event: the store for a scene, the service for a service.
    public var owner: String
  }

  public struct CaseContext: Encodable, Sendable {
    public var name: String
    /// The case as declared: `submitting(Credentials)`.
    public var declaration: String
    /// `ShowHelp`, for type and test names.
    public var title: String
    /// `Show help`, for button titles.
    public var label: String
    /// The Boolean property the enum-props engine generates: `isSubmitting`.
    public var check: String
    public var hasPayload: Bool
  }

  public struct ReducerCase: Encodable, Sendable {
    /// The `case` pattern, e.g. `.submit(let credentials)` or `.action(.load)`.
    public var pattern: String
    /// The new state, e.g. `.submitting(credentials)`; nil leaves the state as it is.
    public var target: String?
    /// The case's body: `state = <target>`, or `break`.
    public var statement: String
    /// The target's Boolean check, for generated tests.
    public var targetCheck: String?
    /// The matched case has no payload, so a test can construct it.
    public var isConstructible: Bool
    /// The value a test dispatches, e.g. `.load` (scenes) or `.action(.load)` (services).
    public var value: String
    public var title: String
  }

  public struct ActionRoute: Encodable, Sendable {
    public var pattern: String
    /// e.g. `.dismiss`, or nil when the action asks for no route.
    public var route: String?
    /// What `route(for:)` returns: the route or `nil`.
    public var result: String
    /// `Dismiss` and `Dismiss`, for test names.
    public var actionTitle: String
    public var routeTitle: String?
  }

  public struct EnvironmentAccess: Encodable, Sendable {
    /// The expression a Builder reads: `CurrentEnvironment.env`, `Current`.
    public var accessor: String
  }

  public struct Modules: Encodable, Sendable {
    /// The feedback system (`FeedbackSystem`, or `CombineFeedbackSystem` for Combine).
    public var feedback: String
    /// The given/when/then verification helper (`StoreVerification`).
    public var verification: String
    /// The app module tests `@testable import` (the same as `module`).
    public var app: String
  }

  public struct Dependency: Encodable, Sendable {
    /// The field of the store's `Dependencies`: `auth`.
    public var name: String
    /// Its type as written: `AuthServiceType`, `() -> Date`.
    public var type: String
    /// The environment member the Builder passes: `date`, `auth`.
    public var member: String
    /// What the generated test passes: `AuthServiceDouble()`, `{ Date(timeIntervalSince1970: 0) }`.
    public var testValue: String
    /// `,` after every dependency but the last, for argument lists.
    public var comma: String
  }

  public struct TestDouble: Encodable, Sendable {
    /// `AuthServiceDouble`.
    public var name: String
    /// The protocol it stands in for: `AuthServiceType`.
    public var conformsTo: String
  }

  /// Stencil's context: the encoded form of this value.
  package func dictionary() throws(Diagnostic) -> [String: Any] {
    do {
      let data = try JSONEncoder().encode(self)
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw Diagnostic.error("internal error: the template context is not a dictionary")
      }
      return object
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch {
      throw .error("internal error: cannot encode the template context: \(error)")
    }
  }
}
