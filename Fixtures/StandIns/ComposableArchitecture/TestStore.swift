import Testing
import XCTest

/// How much of the state a `send` must describe: all of it (`.on`), or only the fields its
/// closure sets (`.off`), as in composable-architecture.
public enum Exhaustivity: Equatable, Sendable {
  case on
  case off
}

/// composable-architecture's `TestStore`, the part the generated tests use: `send` applies the
/// action and compares the state with the one the closure describes; effects are not run.
/// A mismatch is reported to the framework running the test: `Issue.record` inside a Swift
/// Testing test, `XCTFail` otherwise (as TCA's issue reporting does).
@MainActor
public final class TestStore<State: Equatable, Action> {
  public var exhaustivity: Exhaustivity = .on
  public private(set) var state: State
  private let reduce: (inout State, Action) -> Void

  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    file: StaticString = #filePath, line: UInt = #line
  ) where R.State == State, R.Action == Action {
    state = initialState()
    let built = reducer()
    reduce = { state, action in _ = built.reduce(into: &state, action: action) }
  }

  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
    let previous = state
    reduce(&state, action)
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
