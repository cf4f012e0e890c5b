import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds classes that are machines without a reducer: a stored `state` assigned in several
/// methods, each method an event (`connect()`: `idle -> connecting`). Private helpers are not
/// events of their own; they are followed where they are called.
package final class ClassMachineFinder: SyntaxVisitor {
  private let source: ParsedSource
  private let holders: [String: [StateHolder]]
  private let methods: [String: [String: FunctionDeclSyntax]]
  /// Types whose state a reducer method already reads.
  private let taken: Set<String>
  package private(set) var reducers: [ReducerFacts] = []
  package private(set) var dropped: [DroppedCandidate] = []

  package init(
    _ source: ParsedSource, holders: [String: [StateHolder]],
    methods: [String: [String: FunctionDeclSyntax]], taken: Set<String>
  ) {
    self.source = source
    self.holders = holders
    self.methods = methods
    self.taken = taken
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    read(node.name, at: node)
    return .visitChildren
  }

  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    read(node.name, at: node)
    return .visitChildren
  }

  private func read(_ name: TokenSyntax, at node: some SyntaxProtocol) {
    let path = SyntaxScope.typePath(of: node) + [name.text]
    let key = path.joined(separator: ".")
    guard !taken.contains(key),
      let holder = holders[key]?.first(where: {
        !$0.isContainer && $0.name.lowercased().hasSuffix("state")
      })
    else { return }
    var transitions: [Transition] = []
    var events = 0
    var exclusions: [Int: [String]] = [:]
    // Methods in the class and in its extensions in this file, and callbacks (`tick` of a timer).
    for function in ClassEventMethods.of(key, in: source.tree) {
      guard let body = function.body else { continue }
      var reference = StateReference(stateNames: [holder.name], eventNames: [])
      reference.selfIsState = false
      let extractor = TransitionExtractor(
        reference: reference, returnsState: false, methods: methods[key] ?? [:],
        converter: source.converter)
      var start = TransitionExtractor.Context()
      start.event = function.name.text
      start.callStack = [function.name.text]
      extractor.walk(body.statements, start)
      if extractor.transitions.isEmpty { continue }
      events += 1
      for (index, states) in extractor.exclusions { exclusions[transitions.count + index] = states }
      transitions += extractor.transitions
    }
    let (line, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
    let drop = { (reason: String) in
      self.dropped.append(
        DroppedCandidate(
          name: "\(key).\(holder.name)", file: self.source.path, line: line, column: column,
          reason: reason))
    }
    guard events > 0 else { return }
    // One method that sets a value is a setter; a machine changes state in several, or moves
    // it on from a case it checked (`guard displayState == .processing`) to more than one.
    guard events >= 2 || Self.movesOnFromCheckedCase(transitions) else {
      drop("its state is set in one method only: a setter, not a machine")
      return
    }
    // Flags, counters and text set by methods, with no event switch, are no machine.
    guard transitions.contains(where: { MachineFilter.isCase($0.to) }) else {
      drop(
        "only flags, counters or values that cannot be told, set by methods with no event switch")
      return
    }
    // Methods that set fields of a held struct (`state.isLoading = true`, `state.title = ...`,
    // `state.error = .failed`) with no event switch: a bundle of view values, not a machine. The
    // state itself must move among cases (`syncState = .syncing`).
    guard transitions.contains(where: { MachineFilter.isCase($0.to) && !$0.to.contains("=") })
    else {
      drop(
        "its methods set fields of a bundle of view values (flags, text, optionals), with no "
          + "event switch; the state itself never moves to a case")
      return
    }
    reducers.append(
      ReducerFacts(
        name: key, typePath: path, file: source.path, line: line, column: column,
        stateType: holder.stateType, eventType: nil, function: holder.name,
        holderInitial: holder.initial, transitions: transitions, cases: [],
        exclusions: exclusions, heldState: true))
  }

  /// A from-state the method checked, not one it set itself (`state = .loading`, then
  /// `loading -> content`: a loader's one method is still a setter).
  private static func movesOnFromCheckedCase(_ transitions: [Transition]) -> Bool {
    let set = Set(transitions.map(\.to))
    let targets = transitions.filter {
      $0.from != StateMachine.anyState && !$0.from.contains("=") && !set.contains($0.from)
        && !$0.to.contains("=") && MachineFilter.isCase($0.to)
    }
    return Set(targets.map(\.to)).count >= 2
  }
}
