import Foundation
import Testing
import XCTest

/// How much of the state a `send` must describe: all of it (`.on`), or only the fields its
/// closure sets (`.off`), as in composable-architecture.
public enum Exhaustivity: Equatable, Sendable {
  case on
  case off
}

/// composable-architecture's `TestStore`, the part the generated tests use: `send` applies the
/// action and compares the state with the one the closure describes, then runs the action's
/// effect to its end and keeps the actions it sends back; `receive` takes the next of them
/// (skipping others when exhaustivity is off), applies it and compares as `send` does.
/// A mismatch is reported to the framework running the test: `Issue.record` inside a Swift
/// Testing test, `XCTFail` otherwise (as TCA's issue reporting does).
@MainActor
public final class TestStore<State: Equatable, Action> {
  public var exhaustivity: Exhaustivity = .on
  public private(set) var state: State
  private let reduce: (inout State, Action) -> Effect<Action>
  /// Actions the effects sent back that no `receive` has taken yet.
  private var inbox: [Action] = []

  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    file: StaticString = #filePath, line: UInt = #line
  ) where R.State == State, R.Action == Action {
    state = initialState()
    let built = reducer()
    reduce = { state, action in built.reduce(into: &state, action: action) }
  }

  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
    await apply(action, assert: updateStateToExpectedResult, at: location, file: file, line: line)
  }

  /// Takes the next action an effect sent back, which must be `expected` (with exhaustivity off,
  /// earlier others are skipped), applies it and compares the state as `send` does.
  public func receive(
    _ expected: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
    while let next = inbox.first, next != expected, exhaustivity == .off {
      inbox.removeFirst()
    }
    guard let next = inbox.first, next == expected else {
      let got = inbox.first.map { "\($0)" } ?? "nothing"
      fail("expected to receive \(expected), received \(got)", at: location, file: file, line: line)
      return
    }
    inbox.removeFirst()
    await apply(next, assert: updateStateToExpectedResult, at: location, file: file, line: line)
  }

  private func apply(
    _ action: Action, assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: SourceLocation, file: StaticString, line: UInt
  ) async {
    let previous = state
    let effect = reduce(&state, action)
    // Exhaustive: the previous state with the closure's changes must be the new one.
    // Non-exhaustive: the closure's changes must already hold in the new one.
    var expected = exhaustivity == .on ? previous : state
    do {
      try updateStateToExpectedResult?(&expected)
    } catch {
      fail("the assertion closure threw \(error)", at: location, file: file, line: line)
    }
    if expected != state {
      fail(
        "state after \(action) is \(state), expected \(expected)", at: location, file: file,
        line: line)
    }
    await run(effect)
  }

  /// Runs the effect to its end and keeps what it sends back.
  private func run(_ effect: Effect<Action>) async {
    switch effect.operation {
    case .none: break
    case .send(let action): inbox.append(action)
    case .run(let operation):
      let sent = Sent<Action>()
      try? await operation(Send { sent.append($0) })
      inbox += sent.all
    }
  }

  private func fail(
    _ message: String, at location: SourceLocation, file: StaticString, line: UInt
  ) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: file, line: line)
    }
  }
}

/// What an effect's `send` hands back while it runs, from any task.
private final class Sent<Action>: @unchecked Sendable {
  private let lock = NSLock()
  private var actions: [Action] = []

  var all: [Action] {
    lock.lock()
    defer { lock.unlock() }
    return actions
  }

  func append(_ action: Action) {
    lock.lock()
    defer { lock.unlock() }
    actions.append(action)
  }
}
