/// One generated test: start from a state, apply the steps and the event, check the target.
public struct GeneratedTest: Sendable, Equatable, Encodable {
  /// The function name without a framework prefix (`cartProceedGoesToShipping`).
  public var name: String
  public var guardText: String?
  /// The starting value of `state`.
  public var start: String
  /// Calls that bring `state` to the transition's source, from the initial state.
  public var path: [String]
  /// The call under test.
  public var act: String
  /// The target case (`.shipping`), or a field's value for a struct state.
  public var expected: String
  /// What is compared: `state`, or `state.field` for a struct state.
  public var subject: String = "state"
  /// Compared with `==`; otherwise matched with `case`.
  public var usesEquality: Bool
  public var line: Int
  /// ` throws`, ` async throws`…: what the test function is marked with, for a reducer that
  /// throws or is `async`.
  public var effects: String = ""
  /// A self-loop: the state must differ from what it was before the event (`!=`), since the
  /// case alone would not tell the transition from none.
  public var assertsChange = false
  /// Through a `TestStore`: the `send` closure's lines (`$0.phase = .running`), and whether they
  /// describe every field the action sets (otherwise `store.exhaustivity = .off`).
  public var assertions: [String] = []
  public var exhaustive = true
  /// Through a `TestStore`: the actions the action's effect sends back, each received after the
  /// `send` (`receive(.loaded(count: 3))`, `receive(\.loaded)`) with the fields it sets.
  public var received: [ReceivedAction] = []
  /// Through a `TestStore`: the `withDependencies` lines that override what the action's case
  /// reads (`$0.apiClient = <#apiClient#>`), with a comment saying why.
  public var overrides: [String] = []

  /// The app's modules besides the machine's own that declare a type the test builds through
  /// its initializer (`Catalog` for `Track(title: "")`): the test file `@testable import`s them.
  public var otherModules: [String] = []

  /// No Xcode placeholder left: it compiles as written.
  public var isComplete: Bool {
    !([start, act, expected] + path + overrides + received.map(\.action)).contains {
      $0.contains("<#")
    }
  }
}

/// An action a `TestStore` test receives from the effect of the one it sent, and the `receive`
/// closure's lines (`$0.isLoading = false`).
public struct ReceivedAction: Sendable, Equatable, Encodable {
  public var action: String
  public var assertions: [String]

  public init(action: String, assertions: [String]) {
    self.action = action
    self.assertions = assertions
  }
}

/// The tests of one machine, and the transitions that got none.
public struct GeneratedSuite: Sendable, Equatable, Encodable {
  public struct Skipped: Sendable, Equatable, Encodable {
    public var transition: String
    public var line: Int
    public var reason: TestSkip
  }

  public var machine: String
  public var function: String?
  public var file: String
  /// The qualified state type (`ThemeReducer.Theme`).
  public var stateType: String
  public var tests: [GeneratedTest]
  public var skipped: [Skipped]
  /// Tests through the service, when the reducer drives a feedback-loop service.
  public var service: ServiceSuite?
  /// The composable-architecture feature the tests drive through a `TestStore`, if any.
  public var store: String?
  /// The feature's state is not `Equatable`, so no `TestStore` can hold it: each test runs the
  /// feature's `reduce(into:action:)` on its own state and compares the fields it names.
  public var reducesDirectly = false
  /// Folders that tell this machine from another of the same name (`SuiteNames`), else empty.
  public var prefix = ""
  /// Modules the test file imports besides the framework and the module under test
  /// (`WorkflowTesting` for Workflow actions applied through their tester).
  public var imports: [String] = []
  /// Modules the test file `@testable import`s besides the module under test: those declaring
  /// a type the tests build through its initializer, and the machine's own (`ModuleImports`).
  public var testableImports: [String] = []
  /// The module of the machine's file, where the app's manifests tell it (`ModuleLayout`).
  public var module: String?
  /// The tests call a `@MainActor` type, so they run on the main actor (`@MainActor` suite).
  public var isMainActor = false
  /// The stubs the tests build an owner with (`ProtocolStubs`), as the lines that declare them.
  public var stubs: [String] = []

  /// `CheckoutFlowResolve`: owner and function, a valid type name prefix.
  public var typeName: String {
    let owner =
      prefix + TestName.upperFirst(machine.split(separator: ".").map(String.init).joined())
    guard let function, !function.isEmpty, function != machine else { return owner }
    return owner + function.prefix(1).uppercased() + function.dropFirst()
  }
}
