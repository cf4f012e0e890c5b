/// What one Swift file tells `archgen init` about the project it belongs to.
package struct ProjectFacts: Sendable {
  package struct Import: Sendable, Equatable {
    package var module: String
    package var isTestable: Bool
  }

  package var path: String
  /// In a test target (a folder named `…Tests`): read for the modules tests import.
  package var isTest: Bool
  /// In a test, sample, example, demo, preview or test-double folder: never an environment.
  package var isAside: Bool
  package var imports: [Import] = []
  /// The environment-like things the file declares.
  package var declarations: [EnvironmentDeclaration] = []
  /// Names of static functions per type that replace something (`set…`).
  package var staticSetters: [String: [String]] = [:]
  /// Names of the file's global functions (`withCurrent`).
  package var globalFunctions: [String] = []
  /// Names the file reads: references, key-path roots (`\Container.x`), and the
  /// container an injection wrapper's root-less key path (`@Injected(\.x)`) reads.
  package var usedNames: Set<String> = []
  /// How often each name is read (for the evidence a proposal shows).
  package var useCounts: [String: Int] = [:]
  /// `X.shared` → the members read through it (`api` of `X.shared.api`).
  package var memberChains: [String: Set<String>] = [:]
  /// `X.shared` → the members read through it that are read on (`api` of `X.shared.api.items()`)
  /// and those called (`play` of `X.shared.play()`).
  package var chainReadsOn: [String: Set<String>] = [:]
  package var chainCalls: [String: Set<String>] = [:]
  /// Any name → the members read directly through it (`Biz` → `api` of `Biz.api`), so a global of
  /// any type shows the services it hands out.
  package var memberReads: [String: Set<String>] = [:]
  /// Any name → the members called directly through it (`assemble` of `X.assemble(…)`).
  package var memberCalls: [String: Set<String>] = [:]
  /// Types the file makes (`Dependencies(…)`, `Dependencies.init(…)`) and types it takes as a
  /// parameter or a stored property (`init(dependencies: Dependencies)`): what it hands on.
  package var madeTypes: Set<String> = []
  package var takenTypes: Set<String> = []
  /// Stored properties with a custom attribute, and the property wrappers the file declares
  /// with the container each resolves from (see `InjectionWrapperReader`).
  package var wrappedProperties: [InjectionWrapperReader.WrappedProperty] = []
  package var declaredWrappers: [String: String?] = [:]
  package var wrapperSources: [String: Set<String>] = [:]
  /// Attributes on functions, computed properties or parameters: result builders, not wrappers.
  package var builderAttributes: Set<String> = []
  /// Per top-level type: its instance properties of service types and its methods.
  package var typeShapes: [String: MemberShape] = [:]
  /// Per top-level type: its static stored properties of other types and their types
  /// (`static let feed = FeedRepository()` → `feed: FeedRepository`): what a registry hands out.
  package var staticServices: [String: [String: String]] = [:]
  /// Per top-level type: its static properties of value types (`static var baseURL: URL`).
  package var staticValues: [String: Set<String>] = [:]
  /// Per top-level type: its statics that hand back a member of its own stored instance
  /// (`apiClient` → `shared.apiClient` of `static var apiClient: BRAPIClient { shared.apiClient }`).
  package var staticForwards: [String: [String: String]] = [:]
  /// Injection property wrappers the file uses (`Injected`, `LazyInjected`, `Dependency`).
  package var wrappers: Set<String> = []
  /// Family (`Factory`, `DependencyValues`) → the keys the file's extensions of it register.
  package var registeredKeys: [String: Set<String>] = [:]
  /// Attribute → the keys its root-less key paths name (`@InjectedObservable(\.player)`).
  package var keyPathAttributes: [String: Set<String>] = [:]
  /// Whether the file calls a `resolve` method (Swinject, Resolver, Factory's `resolve(\X.y)`).
  package var callsResolve = false
  /// The chains of names resolve calls are made on (`AppAssembly.shared.assembler.resolver`).
  package var resolveBases: Set<String> = []
  /// Whether a resolve call is made on something else than such a chain (a resolver it is given).
  package var resolvesOffChain = false
  /// Types the file names (`FeedbackSystem`, `StoreVerification`) and the ones it declares.
  package var mentionedTypes: Set<String> = []
  package var declaredTypes: Set<String> = []
  /// The line each of them is declared at.
  package var typeLines: [String: Int] = [:]
  /// The app's types a shared object is cast to and read through inline
  /// (`(UIApplication.shared.delegate as! AppDelegate).printers`): their reads are in
  /// `memberReads` under the type's name.
  package var castTypes: Set<String> = []
  /// Class → the first type it inherits from (`AppContext` of `class MainAppContext:
  /// AppContext`): a subclass's `shared` and its superclass's are one locator.
  package var superclasses: [String: String] = [:]
  /// Structs the file declares: values a view copies (`ButtonModel`), never a shared service.
  package var declaredStructs: Set<String> = []
  /// Type → its methods that return an entry of a stored collection (`getService`), that put a
  /// parameter into one (`addService`), and that assign its properties (see `StoreAccessReader`).
  package var lookups: [String: Set<String>] = [:]
  package var registrations: [String: Set<String>] = [:]
  /// A type's name → the methods other code calls on it, or on a chain from it, to put in a new
  /// way to make a service (see `RegistrationCallReader`).
  package var registrationCalls: [String: Set<String>] = [:]
  package var assignments: [String: [String: Set<String>]] = [:]
  /// Type → method → the properties it hands to a call (see `StoreAccessReader.handOns`).
  package var handOns: [String: [String: Set<String>]] = [:]
  /// Type → method → the properties it assigns a value it makes (see `StoreAccessReader.fills`).
  package var fills: [String: [String: Set<String>]] = [:]
  /// Type → method → the methods it calls on its properties (see `StoreAccessReader.delegations`).
  package var delegations: [String: [String: Set<String>]] = [:]
  /// Calls on a service key reached through a chain of names (`register` given a closure,
  /// `resolve()` handing the service out; see `ServiceKeyCallReader`).
  package var keyCalls: Set<ServiceKeyCallReader.KeyCall> = []
  /// Methods the file calls on something (`getService` of `locator.getService()`).
  package var calledMethods: Set<String> = []
  /// Enums the file declares with cases: values (`BuildEnvironment.debug`), never an environment.
  package var enumsWithCases: Set<String> = []
}

/// What a type is made of: a locator hands out services (properties of other types, read and
/// then used: `Core.shared.api.items()`); a singleton of one concern does its work in methods
/// (`TimeFormatter.shared.format(…)`).
package struct MemberShape: Sendable, Equatable {
  /// Its instance properties whose type is another of the app's types (not a value).
  package var services: Set<String> = []
  package var methods: Set<String> = []
  /// Its stored properties of value types (`let baseURL: String`): settings, not services.
  package var values: Set<String> = []
  /// Those of them the app can change (`var autofill = true`): state it shares, not constants.
  package var changeableValues: Set<String> = []
  /// The declared type of each service (`repository` → `ServiceRepository`).
  package var serviceTypes: [String: String] = [:]
  /// Its members that hand back another accessor's member, with that member (`storage` →
  /// `AmperKit.shared.storage` of `lazy var storage = { AmperKit.shared.storage }()`).
  package var forwards: [String: String] = [:]
  /// Its services and values declared `private` or `fileprivate`: what no other file reads.
  package var privateMembers: Set<String> = []
}

/// Something a file declares that could be the app's environment.
package struct EnvironmentDeclaration: Sendable, Equatable {
  package enum Kind: Int, Sendable, Comparable {
    /// `var Current = World()`, `var Current: AppEnvironment { … }`.
    case global
    /// `static let shared = AppDependencyProvider()`.
    case sharedInstance
    /// A Factory container (`final class X: SharedContainer`, `extension Container`).
    case container
    /// A type read through its static members (`ServiceLocator.stores`).
    case staticMembers
    /// Resolver's `extension Resolver: ResolverRegistering`.
    case resolver
    /// TCA's `extension DependencyValues { var x: … }`.
    case dependencyValues
    /// A type's static instance of itself, whatever its name (`App.shared`, `Core.shared`):
    /// an environment only when the app reads it as a locator (see `LocatorEvidence`).
    case singleton
    /// A global of any type, stored or computed (`var Biz: Business { AppDelegate.get().business
    /// }`): an environment only when the app reads it as a locator (see `LocatorEvidence`).
    case anyGlobal
    /// A type whose static stored properties are the app's services (`Repositories.feed`,
    /// `Repositories.profile`), whatever its name: an environment only when the app reads those
    /// services from many files and layers (see `LocatorEvidence`).
    case registry

    package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  package var kind: Kind
  /// `Current`, `AppEnvironment.shared`, `ServiceLocator.self`, `SharedToolingContainer.shared`.
  package var accessor: String
  /// The name lint watches: the accessor's first component.
  package var root: String
  /// `global var Current of type World`, `Factory container SharedToolingContainer`.
  package var summary: String
  /// The declared type (`AppEnvironment`), when there is one.
  package var type: String?
  package var line: Int
  /// Declarations of one family are proposed together (`names: [A, B, …]`).
  package var family: String?
  /// What a computed global returns, when it is a chain of names (`AppDelegate.shared.appContext`
  /// of `var appContext: AppContext { AppDelegate.shared.appContext }`): the storage behind it.
  package var storage: String? = nil
  /// `extension TopicClient: DependencyKey`: swift-dependencies keyed by type, counted only when
  /// the app has no `extension DependencyValues`.
  package var isKeyedByType = false
}
