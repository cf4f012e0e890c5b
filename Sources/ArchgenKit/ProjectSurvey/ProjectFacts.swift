/// What one Swift file tells `archgen init` about the project it belongs to.
struct ProjectFacts: Sendable {
  struct Import: Sendable, Equatable {
    var module: String
    var isTestable: Bool
  }

  /// A global or static property that looks like the app's environment.
  struct AccessorCandidate: Sendable, Equatable {
    /// `Current`, `CurrentEnvironment.env`, `AppEnvironment.shared`.
    var accessor: String
    /// The name lint watches: the accessor's first component.
    var root: String
    /// `global var of type World`, `static var env of type Environment`.
    var kind: String
    var line: Int
    var column: Int
  }

  var path: String
  var isTest: Bool
  var imports: [Import] = []
  var candidates: [AccessorCandidate] = []
  /// Names of static functions of a candidate's owner that replace the environment (`set…`).
  var mutators: [String: [String]] = [:]
  /// How often each name is referenced inside a `…Builder` type, and anywhere.
  var builderReferences: [String: Int] = [:]
  var references: [String: Int] = [:]
  /// Types the file names (`FeedbackSystem`, `StoreVerification`) and the ones it declares.
  var mentionedTypes: Set<String> = []
  var declaredTypes: Set<String> = []
}
