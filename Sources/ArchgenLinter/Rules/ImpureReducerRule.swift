import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Reducers must be pure: same state and event, same result.
public struct ImpureReducerRule: LintRule {
  public static let id = "impure-reducer"
  public static let description =
    "A reducer that reads the environment or calls clocks, randomness, I/O or dispatch queues."
  public static let defaultSeverity = Diagnostic.Severity.warning
  public static let enabledByDefault = false

  /// Names whose mere use in a reducer is a side effect.
  package static let impureNames: [String: String] = [
    "DispatchQueue": "a dispatch queue", "OperationQueue": "an operation queue",
    "URLSession": "I/O", "FileManager": "I/O", "UserDefaults": "I/O",
    "NotificationCenter": "I/O", "ProcessInfo": "I/O", "DispatchTime": "a clock",
    "ContinuousClock": "a clock", "SuspendingClock": "a clock",
    "CFAbsoluteTimeGetCurrent": "a clock", "arc4random": "randomness",
    "arc4random_uniform": "randomness", "drand48": "randomness",
  ]
  /// Methods that draw random values.
  package static let randomMembers: Set<String> = [
    "random", "randomElement", "shuffled", "shuffle",
  ]

  public init() {}

  public func check(_ file: LintFile) -> [RuleViolation] {
    let visitor = Visitor(environmentNames: Set(file.environment.names))
    visitor.walk(file.tree)
    return visitor.violations
  }

  private final class Visitor: SyntaxVisitor {
    let environmentNames: Set<String>
    var violations: [RuleViolation] = []

    init(environmentNames: Set<String>) {
      self.environmentNames = environmentNames
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        if ImpureReducerRule.randomMembers.contains(node.baseName.text), isCalled(member) {
          report(node, "calls '\(node.baseName.text)' (randomness)")
        } else if node.baseName.text == "now", member.base?.trimmedDescription == "Date" {
          report(member, "reads 'Date.now' (a clock)")
        }
        return .visitChildren
      }
      let name = node.baseName.text
      if environmentNames.contains(name), !ShadowingResolver.isShadowed(name, at: node) {
        report(node, "reads the environment '\(name)'")
      } else if let kind = ImpureReducerRule.impureNames[name] {
        report(node, "uses '\(name)' (\(kind))")
      } else if name == "Date" || name == "UUID",
        let call = node.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == node.id, call.arguments.isEmpty
      {
        report(node, "calls '\(name)()' (\(name == "Date" ? "a clock" : "randomness"))")
      }
      return .visitChildren
    }

    private func isCalled(_ member: MemberAccessExprSyntax) -> Bool {
      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
    }

    private func report(_ node: some SyntaxProtocol, _ what: String) {
      guard ReducerDetector.enclosingReducer(of: node) != nil else { return }
      violations.append(
        RuleViolation(
          position: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          message: "reducer \(what); pass it in with the event or through a dependency"))
    }
  }

  public static let triggeringExamples: [LintExample] = [
    LintExample(
      """
      func reduce(state: inout LoginState, event: LoginEvent) {
        state.lastLogin = ↓Date()
        state.token = ↓UUID()
      }
      """),
    LintExample(
      """
      let reducer = Reducer { state, action in
        ↓DispatchQueue.main.async { print(state) }
        return Int.↓random(in: 0...9)
      }
      """),
    .current(
      """
      enum Feature {
        static func handle(_ current: Feature.State, _ message: Message) -> Feature.State {
          current.with(date: ↓Current.date())
        }
      }
      """),
    LintExample(
      """
      func resolve(_ state: AppState, _ event: AppEvent) -> AppState {
        if ↓Date.now > state.deadline { return state }
        return state
      }
      """),
  ]

  public static let nonTriggeringExamples: [LintExample] = [
    LintExample(
      """
      func reduce(state: inout LoginState, event: LoginEvent) {
        switch event {
        case .loggedIn(let date): state.lastLogin = date
        }
      }
      """),
    LintExample(
      """
      func makeStore() -> Store {
        Store(now: Date(), id: UUID(), queue: DispatchQueue.main)
      }
      """),
    LintExample(
      "func reduce(state: inout LoginState) { state.date = Date(timeIntervalSince1970: 0) }"),
    LintExample(
      """
      func reduce(state: inout LoginState, event: LoginEvent) {
        // Date() and DispatchQueue are not allowed here
        state.note = "UUID()"
      }
      """),
  ]
}
