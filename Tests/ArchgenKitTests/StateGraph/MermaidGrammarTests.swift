import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Every Mermaid golden and every fixture's Mermaid output against the `stateDiagram-v2` subset
/// archgen writes (`MermaidStateGrammar`), and the checker against malformed diagrams.
final class MermaidGrammarTests: XCTestCase {
  func testEveryMermaidGoldenIsInTheGrammar() throws {
    let folder = Fixtures.url("StateGraph/Golden")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".mmd") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 10)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      XCTAssertEqual(MermaidStateGrammar.checkDiagrams(text), [], name)
    }
  }

  /// The `stateDiagram-v2` blocks of the documentation, which GitHub renders.
  func testTheDocumentationsStateDiagramsAreInTheGrammar() throws {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("Documentation/Graph.md"), encoding: .utf8)
    let blocks = text.components(separatedBy: "```mermaid\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }.filter { $0.hasPrefix("stateDiagram-v2") }
    XCTAssertFalse(blocks.isEmpty)
    for block in blocks {
      XCTAssertEqual(MermaidStateGrammar.check(block), [], block)
    }
  }

  func testEveryFixtureRendersInTheGrammar() throws {
    var regions = 0
    for name in GraphFixtures.names {
      for machine in try GraphFixtures.analyze(name).machines {
        if StateRegions(machine) != nil { regions += 1 }
        for direction in GraphDirection.allCases {
          let text = MermaidRenderer(direction: direction).render(machine)
          XCTAssertEqual(MermaidStateGrammar.check(text), [], "\(name) \(machine.name)\n\(text)")
        }
      }
    }
    XCTAssertGreaterThanOrEqual(regions, 15, "struct-state machines drawn as regions")
  }

  func testRegionsAreConcurrentCompositesWithNamesThatNeedEscaping() {
    let machine = StateMachine(
      name: "Odd: \"name\"", file: "F.swift", line: 1, stateType: "S", eventType: "E",
      initial: "mode=idle", states: [],
      transitions: [
        Transition(from: "mode=idle", to: "mode=busy", event: "go", guardText: "a: b; c", line: 2),
        Transition(from: "*", to: "items[].done=true", event: "tick", line: 3),
        Transition(from: "*", to: "note=?", event: "type", line: 4),
      ])
    let text = MermaidRenderer().render(machine)
    XCTAssertEqual(MermaidStateGrammar.check(text), [], text)
    XCTAssertTrue(text.contains("\n    --\n"), text)
    XCTAssertTrue(text.contains("r0s0 --> r0s1 : go [a#58; b#59; c]"), text)
    XCTAssertTrue(text.contains("computed : type / note #58;= …"), text)
  }

  func testAFileOfSeveralDiagramsIsCheckedDiagramByDiagram() {
    let one = "---\ntitle: \"A\"\n---\nstateDiagram-v2\n  state \"a\" as s0\n"
    XCTAssertEqual(MermaidStateGrammar.checkDiagrams(one + "\n" + one), [])
    let broken = MermaidStateGrammar.checkDiagrams(one + "\n" + one + "  s0 --> s9\n")
    XCTAssertEqual(broken.map(\.line), [12], "\(broken)")
  }

  func testMalformedDiagramsAreRejected() {
    let header = "stateDiagram-v2\n"
    let cases: [(String, String)] = [
      ("state \"a\" as s0\n", "no stateDiagram-v2 header"),
      ("---\ntitle: \"x\"\n" + header, "front matter is not closed"),
      (header + "  direction XY\n", "not a stateDiagram-v2 statement"),
      (header + "  state \"a\" as s0 {\n    s0\n", "not closed by `}`"),
      (header + "  }\n", "closes no composite"),
      (header + "  state \"a\" as s0\n  --\n", "`--` outside a composite"),
      (
        header + "  state \"m\" as m {\n    --\n    state \"a\" as s0\n  }\n", "empty region before"
      ),
      (header + "  state \"m\" as m {\n    state \"a\" as s0\n    --\n  }\n", "empty region after"),
      (header + "  state \"a\" as s0\n  s0 --> s1\n", "s1 is used but never declared"),
      (header + "  state \"a\" as s0\n  s0 --> s0 : a: b\n", "not a stateDiagram-v2 statement"),
      (header + "  state \"a\" as s0\n  s0 --> s0 : a; b\n", "not a stateDiagram-v2 statement"),
      (header + "  state \"a\" as s0\n  s0 -> s0\n", "not a stateDiagram-v2 statement"),
      (header + "  state \"a \"b\"\" as s0\n", "not a stateDiagram-v2 statement"),
      (header + "  state \"a\" as s-0\n", "not a stateDiagram-v2 statement"),
      (header + "  state \"a\" as s0\n  state \"b\" as s0\n", "declared again"),
      (header + "  state \"a\" as end\n", "is a keyword"),
      (header + "  state \"a\" as s0\n  class s0 missing\n", "class missing has no classDef"),
      (header + "  state \"a\" as s0\n  note right of s0\n  text\n", "not closed by `end note`"),
      (header + "  state \"a\" as s0\n  s0 --> s0 :   \n", "not a stateDiagram-v2 statement"),
    ]
    for (text, expected) in cases {
      let violations = MermaidStateGrammar.check(text)
      XCTAssertTrue(
        violations.contains { $0.message.contains(expected) },
        "expected `\(expected)` for:\n\(text)\ngot \(violations)")
    }
  }

  func testTheWholeSubsetIsAccepted() {
    let text = """
      ---
      title: "All"
      ---
      stateDiagram-v2
        direction TB
        classDef unreached stroke-dasharray:5 5,color:gray
        state "M" as m {
          state "a" as s0
          [*] --> s0
          s0 --> [*] : done #58; ok
          --
          state "b" as s1
          s1 : described
          note left of s1 : one line
        }
        note right of m
          several lines: any text
        end note
        class s0, s1 unreached
        bare
      """
    XCTAssertEqual(MermaidStateGrammar.check(text), [])
  }
}
