import SwiftParser
import XCTest

@testable import ArchgenKit

/// Graph reads initial states only in files holding one of the names the collector reads
/// (`InitialStateCollector.mayFind`): every file where the walk finds one must hold such a name.
final class InitialStateWordsTests: XCTestCase {
  private func found(_ code: String) -> Int {
    let collector = InitialStateCollector()
    collector.walk(Parser.parse(source: code))
    return collector.staticInitials.count + collector.arguments.count
      + collector.fieldDefaults.count
  }

  func testEveryFormTheWalkReadsHoldsAWordOfTheSearch() {
    let forms = [
      "enum Phase { case idle; static let initial: Phase = .idle }",
      "struct Player { static var initialState = Player(mode: .idle) }",
      "let store = Store(initial: .loading, reduce: reduce)",
      "let machine = Machine(initialState: 0)",
      "struct Flow { func makeInitialState() -> State { .welcome } }",
      "struct Flow { func makeInitialState() -> State { return State(step: .list) } }",
    ]
    for code in forms {
      XCTAssertGreaterThan(found(code), 0, code)
      XCTAssertTrue(InitialStateCollector.mayFind(in: code), code)
    }
  }

  func testAFileWithoutTheNamesIsNotWalked() {
    let code = "struct Player { var mode: Mode = .idle; func start() { mode = .playing } }"
    XCTAssertFalse(InitialStateCollector.mayFind(in: code))
    XCTAssertEqual(found(code), 0)
  }
}
