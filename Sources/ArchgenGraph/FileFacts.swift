import ArchgenCore

/// What one Swift file contributes to the graph, read in parallel and linked afterwards.
package struct FileFacts: Sendable {
  package var reducers: [ReducerFacts] = []
  package var uniFlow: [UniFlowFacts] = []
  package var enums: [EnumFacts] = []
  /// `static let initial = .idle` and friends: the declaring type path and the case.
  package var staticInitials: [(typePath: String, value: String)] = []
  /// `initial:`/`initialState:` arguments: the type path where the call sits and the case.
  package var initialArguments: [(typePath: String, value: String)] = []
  /// Default values of stored state properties (`var state: State = .idle`), by type path.
  package var holderInitials: [(typePath: String, value: String)] = []
  /// Starting values of the fields of struct states, for their machines' initial state.
  package var fieldDefaults: [FieldDefault] = []
  /// Fields set by methods of each type, for state-method calls made in other files.
  package var methodSummaries: [StateMethodSummary] = []
  /// The names of the methods and functions the file declares, for calls whose body must not be
  /// in the run (`SummaryCall.undeclared`).
  package var methodNames: Set<String> = []
  /// Transfer properties of the state enums declared or extended (`var next: Phase`).
  package var transfers: [StateTransfer] = []
  /// Bindings and dismissals of `body` properties that run a reducer written elsewhere.
  package var bodyContracts: [BodyContract] = []
  /// Nested types that conform to a `...State` protocol (UniFlow feature states), by owner path.
  package var featureStates: [(owner: String, name: String)] = []
  /// Qualified names of every type declared, for closures that name no types (`Reduce { }`).
  package var typeNames: [String] = []
  /// Each type's and extension's stored values and what it inherits from, for the states a
  /// subclass or an extension in another file moves (`InheritedState`).
  package var storedValues: [StoredValues] = []
  /// The stored values types' subscripts write (`SubscriptSetter`).
  package var subscriptSetters: [SubscriptSetter] = []
  package var diagnostics: [Diagnostic] = []
  /// Candidates read and set aside, with why (`graph --verbose`).
  package var dropped: [DroppedCandidate] = []
}

/// Something that looked like a machine and is not drawn, with the reason (`graph --verbose`).
public struct DroppedCandidate: Sendable, Equatable {
  public var name: String
  public var file: String
  public var line: Int
  public var column: Int
  public var reason: String

  /// `path:line:col: note: NAME is not drawn: REASON`.
  public var note: String { "\(file):\(line):\(column): note: \(name) is not drawn: \(reason)" }
}

/// A reducer as read from its file, before states and initial are resolved across files.
package struct ReducerFacts: Sendable {
  package var name: String
  package var typePath: [String]
  package var file: String
  package var line: Int
  package var column: Int
  package var stateType: String?
  package var eventType: String?
  /// The function, property or method that holds the reducer.
  package var function: String?
  /// The default value of the stored property holding the state, when that is how it is held.
  package var holderInitial: String?
  package var transitions: [Transition]
  package var cases: [CaseRecord]
  /// Per transition index, the states an early exit removed from its `*` source.
  package var exclusions: [Int: [String]] = [:]
  /// The state is stored by an object (a view model, a store), not handed to a function.
  package var heldState = false
  /// The registered form that read it (`FormRegistry`), set by its finder.
  package var form = Origin.Form.unrecorded
  /// Its states are fields of the type, one per value it holds (`SeveralStateFields`): each
  /// field's state type by the field's name (empty for any other machine).
  package var fieldTypes: [String: String] = [:]
  package var heldFields: Bool { !fieldTypes.isEmpty }
  /// The state's type when it is an enum the reading file does not declare (`SocketStatus`):
  /// the machine stands only where the run declares that enum (`EnumElsewhere`).
  package var enumElsewhere: String?
  /// The cases a closure handler switches its event over when no enum of its file owns them:
  /// the machine stands only where the run declares an enum with them all (`EnumElsewhere`).
  package var eventCasesElsewhere: [String]?
  /// The stored values its type's code moves that its file does not declare (`state` of a
  /// superclass, `status` of the type declared elsewhere): the machine stands only where the run
  /// declares them, of an enum, in the type or a class it inherits from (`InheritedState`).
  package var inheritedStates: [String] = []
  /// The types its declaration inherits from, as written, for the files that declare them.
  package var inheritsFrom: [String] = []
}

/// UniFlow transitions found in the static functions of one type.
package struct UniFlowFacts: Sendable {
  package var owner: String
  package var file: String
  package var line: Int
  package var column: Int
  package var eventType: String?
  package var transitions: [Transition]
}

/// An enum declaration: its qualified name and its cases in order, each with its payload's
/// tokens (`(message: String)` read as `( message : String )`, empty without one).
package struct EnumFacts: Sendable {
  package var qualifiedName: String
  package var file: String
  package var cases: [(name: String, line: Int, column: Int, payload: String)]
}
