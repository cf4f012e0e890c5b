/// What `archgen init` proposes for a project's `.archgen.yml`, each value with why it was chosen.
public struct ProjectProposal: Sendable, Equatable {
  /// One proposed value and the evidence for it.
  public struct Finding: Sendable, Equatable {
    /// The config key, e.g. `environment.accessor`.
    public var key: String
    public var value: String
    /// Why, e.g. `global var Current of type World, read in 3 Builder types`; for a default,
    /// what was looked for and not found.
    public var reason: String
    /// Where the evidence is, when it is one place.
    public var file: String?
    public var line: Int?
    public var isDefault: Bool
  }

  public var accessor: Finding
  public var names: [String]
  public var mutators: [String]
  /// `environment.property_wrappers` and `environment.resolvers` (empty: not proposed).
  public var propertyWrappers: [String] = []
  public var resolvers: [String] = []
  /// What the app's files show for each proposed style (`Current: 1,204 use(s) in 497 other
  /// file(s)`), written beside the proposal.
  public var evidence: [String] = []
  /// What lint reports with this proposal (nil: not checked).
  public var lintCheck: LintCheck?

  /// The reads lint reports with the proposed `environment:`, and the entries no file uses.
  public struct LintCheck: Sendable, Equatable {
    public var reads: Int
    public var files: Int
    /// `names: [App]`: lint's warning about entries that occur nowhere.
    public var unused: [String]
  }
  /// The other candidates, best first, so a team can pick another.
  public var runnersUp: [EnvironmentCandidate] = []
  public var reactive: Finding
  public var ui: Finding
  public var project: Finding
  public var fileHeader: Finding?
  public var feedbackModule: Finding
  public var verificationModule: Finding
  public var appModule: Finding
  /// How many Swift files were read.
  public var filesRead: Int

  /// Every finding in the order the config lists them.
  public var findings: [Finding] {
    [accessor, reactive, ui, project] + (fileHeader.map { [$0] } ?? [])
      + [feedbackModule, verificationModule, appModule]
  }
}
