import ArchgenGraph

/// How one machine changed between two versions of the code: machines are matched by owner and
/// function, states and transitions by what they say, never by line.
public struct MachineDiff: Sendable, Equatable {
  public enum Status: String, Sendable, Encodable {
    case added, removed, changed
  }

  /// A transition's target changed: same source, event and guard.
  public struct Retarget: Sendable, Equatable {
    public var from: String
    public var event: String
    public var guardText: String?
    public var oldTo: String
    public var newTo: String
  }

  /// A transition's guard changed: same source, target and event.
  public struct GuardChange: Sendable, Equatable {
    public var from: String
    public var to: String
    public var event: String
    public var oldGuard: String?
    public var newGuard: String?
  }

  /// The machine's start state changed (a default, `initial:` or `static let initial`); nil
  /// stands for no start state on that side.
  public struct InitialChange: Sendable, Equatable {
    public var old: String?
    public var new: String?

    public init(old: String?, new: String?) {
      self.old = old
      self.new = new
    }
  }

  public var name: String
  public var function: String?
  /// Where the machine is now (or was, when removed).
  public var file: String
  public var status: Status
  public var addedStates: [String] = []
  public var removedStates: [String] = []
  /// Old name and new name of states whose every transition moved with them.
  public var renamedStates: [(old: String, new: String)] = []
  public var addedTransitions: [Transition] = []
  public var removedTransitions: [Transition] = []
  public var retargeted: [Retarget] = []
  public var guardChanges: [GuardChange] = []
  public var initialChange: InitialChange?
  /// The machine as it is now (or was, when removed), for pictures.
  public var machine: StateMachine

  public var isEmpty: Bool {
    status == .changed && addedStates.isEmpty && removedStates.isEmpty && renamedStates.isEmpty
      && addedTransitions.isEmpty && removedTransitions.isEmpty && retargeted.isEmpty
      && guardChanges.isEmpty && initialChange == nil
  }

  public static func == (lhs: MachineDiff, rhs: MachineDiff) -> Bool {
    lhs.name == rhs.name && lhs.function == rhs.function && lhs.file == rhs.file
      && lhs.status == rhs.status && lhs.addedStates == rhs.addedStates
      && lhs.removedStates == rhs.removedStates
      && lhs.renamedStates.map { [$0.old, $0.new] } == rhs.renamedStates.map { [$0.old, $0.new] }
      && lhs.addedTransitions == rhs.addedTransitions
      && lhs.removedTransitions == rhs.removedTransitions && lhs.retargeted == rhs.retargeted
      && lhs.guardChanges == rhs.guardChanges && lhs.initialChange == rhs.initialChange
      && lhs.machine == rhs.machine
  }
}
