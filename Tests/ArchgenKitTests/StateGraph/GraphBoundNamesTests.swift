import ArchgenKit
import XCTest

/// `BoundNames.swift` and `InoutHelpers.swift`: which values in a body are the machine's state,
/// read by Swift's own scoping and by how a value is handed on, never by names. A name a case
/// pattern, a local or a method's parameter binds is a new value that shadows the held state;
/// a helper handed the state `inout` writes it wherever the call sits; a helper handed a copy
/// writes nothing of it.
final class GraphBoundNamesTests: XCTestCase {
  /// `case .greeting(let stage):` over `self.stage` binds the payload: `stage.done.fail(error)`
  /// and the helpers handed it change nothing of the handler's stage, and `verify`'s switch
  /// over its parameter's `method` is no test of the stage (no `method="plain"` from-value);
  /// only `self.stage = …` moves the machine, from the case `receive` matched. `verify`, read as
  /// an event of its own, starts from any stage, as its parameter tells nothing of it.
  func testANameBoundInACaseOrAParameterShadowsTheHeldState() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("BoundNames.swift"))
    XCTAssertEqual(
      edges["TunnelHandler"],
      [
        "greeting -receive-> verifying", "verifying -receive-> open",
        "verifying -receive-> open", "verifying -receive-> verifying",
        "* -greet-> verifying", "* -verify-> open", "* -verify-> open",
        "* -verify-> verifying",
      ])
  }

  /// `.merge(.clock, rearm(&state))` and `effects.append(clearAlarms(&state))` write the
  /// reducer's state through the helpers they call, in the order the calls run: `rearm`'s
  /// `.merge(clearAlarms(&state), schedule(&state))` empties the alarms, then sets them from
  /// the empty list. `describe(state)` is handed a copy: its `copy.label = …` is no edge.
  func testAHelperHandedTheStateInoutWritesItWhereverTheCallSits() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("InoutHelpers.swift"))
    XCTAssertEqual(
      edges["AlarmReducer"],
      [
        "* -appear-> alarms=[]", "alarms=[] -appear-> alarms=?", "* -appear-> isArmed=true",
        "* -disarm-> alarms=[]", "* -disarm-> isArmed=false", "isArmed=false -tick-> alarms=[]",
      ])
  }

  /// `FlagExit.swift`: below `if !state.isPremium { …; return }` with no `else` the flag is
  /// true, so the write below starts from `isPremium=true`, as below the `guard` that says the
  /// same.
  func testAnEarlyExitOnAFlagLeavesItsOtherValue() throws {
    let edges = GraphFixtures.edgesByMachine(try GraphFixtures.analyze("FlagExit.swift"))
    XCTAssertEqual(
      edges["BackupSettings"],
      [
        "isPremium=false -toggleBackup-> upsell=\"premium\"",
        "isPremium=true -toggleBackup-> wantsBackup=?", "* -purchased-> isPremium=true",
        "* -purchased-> upsell=nil",
      ])
  }
}
