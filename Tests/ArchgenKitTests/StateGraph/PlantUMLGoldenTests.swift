import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Every PlantUML golden drawn by PlantUML itself, when `plantuml` is installed
/// (`apt-get install plantuml`): it exits 200 and says "contains errors" on a syntax error.
final class PlantUMLGoldenTests: XCTestCase {
  func testEveryPlantUMLGoldenIsDrawnWithoutErrors() throws {
    guard let plantUML = Subprocess.which("plantuml") else {
      throw XCTSkip("plantuml not installed")
    }
    let folder = Fixtures.url("StateGraph/Golden")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".puml") }.sorted().map { folder.appendingPathComponent($0).path }
    XCTAssertGreaterThanOrEqual(files.count, 10)
    let output = try temporaryDirectory("plantuml")
    let result = try Subprocess.run(
      plantUML, ["-tsvg", "-o", output.path] + files, mergingOutput: true)
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertFalse(result.output.contains("error"), result.output)
  }

  func testAMalformedDiagramIsReportedByPlantUML() throws {
    guard let plantUML = Subprocess.which("plantuml") else {
      throw XCTSkip("plantuml not installed")
    }
    let folder = try temporaryDirectory("plantuml-bad")
    let file = try folder.write(
      "bad.puml", "@startuml\nstate \"a\" as s0 {\n  --\n}\ns0 --> \n@enduml\n")
    let result = try Subprocess.run(plantUML, ["-tsvg", file], mergingOutput: true)
    XCTAssertNotEqual(result.status, 0, result.output)
  }
}
