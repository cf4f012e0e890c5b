/// Given/when/then tests of a feedback-loop service: the actions along the path are dispatched,
/// the scheduler advanced, and the last recorded state is the transition's target.
public struct ServiceSuite: Sendable, Equatable, Encodable {
  public struct Test: Sendable, Equatable, Encodable {
    public var name: String
    public var guardText: String?
    /// `dispatch` arguments in order: the path from the initial state, then the action under test.
    public var actions: [String]
    public var expected: String
    public var usesEquality: Bool
    public var line: Int

    public var isComplete: Bool { !actions.contains { $0.contains("<#") } }
  }

  public var service: String
  /// `rxswift` or `combine`.
  public var reactive: String
  public var stateType: String
  public var tests: [Test]
  /// Transitions on events only the service's feedbacks send: the reducer tests cover them.
  public var feedbackOnly: Int
}
