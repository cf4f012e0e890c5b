import XCTest

@testable import ArchgenKit

final class ReducerConventionReaderTests: XCTestCase {
  private func convention(_ code: String, function: String, stateType: String)
    -> Result<ReducerConvention, TestSkip>
  {
    let machine = StateMachine(
      name: "M", file: "M.swift", line: 1, stateType: stateType, eventType: "E", initial: nil,
      states: [], transitions: [], function: function)
    return ReducerConventionReader.read(machine, in: ParsedSource(path: "M.swift", text: code))
  }

  func testStaticReturningReducerIsCalledOnItsType() throws {
    let found = try convention(
      "enum Connection { static func transition(from state: S, on event: E) -> S { state } }",
      function: "transition", stateType: "S"
    ).get()
    XCTAssertEqual(found.step(event: ".go"), "state = Connection.transition(from: state, on: .go)")
  }

  func testInoutReducerInAnExtensionPassesTheStateByReference() throws {
    let found = try convention(
      "extension Service.State { static func reduce(state: inout Service.State, event: E) {} }",
      function: "reduce", stateType: "Service.State"
    ).get()
    XCTAssertEqual(found.step(event: ".go"), "Service.State.reduce(state: &state, event: .go)")
  }

  func testReduceIntoOnAReducerStructMakesAnInstance() throws {
    let found = try convention(
      "struct R { func reduce(into state: inout S, action: E) {} }", function: "reduce",
      stateType: "S"
    ).get()
    XCTAssertEqual(found.step(event: ".go"), "R().reduce(into: &state, action: .go)")
  }

  func testMutatingAndReturningMethodsOfTheStateAreCalledOnIt() throws {
    let code = """
      enum S { case a
        mutating func apply(_ e: E) {}
        func next(after event: E) -> S { self }
      }
      """
    XCTAssertEqual(
      try convention(code, function: "apply", stateType: "S").get().step(event: ".go"),
      "state.apply(.go)")
    XCTAssertEqual(
      try convention(code, function: "next", stateType: "S").get().step(event: ".go"),
      "state = state.next(after: .go)")
  }

  func testFreeFunctionWithUnlabeledParameters() throws {
    let found = try convention(
      "func next(_ s: S, _ e: E) -> S { s }", function: "next", stateType: "S"
    ).get()
    XCTAssertEqual(found.step(event: ".go"), "state = next(state, .go)")
  }

  func testAMethodThatChangesNoStateIsNotCallable() {
    XCTAssertEqual(
      convention("final class VM { func send(_ a: E) {} }", function: "send", stateType: "S"),
      .failure(.unsupportedSignature))
  }
}
