import ArchgenKit
import Foundation
import XCTest

final class EnumPropsOutputPlanTests: XCTestCase {
  private func plan(_ directory: EnumPropsTemporaryDirectory) -> EnumPropertiesOutputPlan {
    let generator = EnumPropertiesGenerator()
    let result = generator.generate(paths: [directory.url.path])
    return .inPlace(result.documents, command: generator.command)
  }

  private func identity(_ path: String) throws -> [String] {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return [
      "\(attributes[.systemFileNumber] ?? "")",
      "\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)",
    ]
  }

  func testPropertiesPathIsBesideTheSource() {
    XCTAssertEqual(
      EnumPropertiesOutputPlan.propertiesPath(for: "Sources/App/State.swift"),
      "Sources/App/State+Properties.swift")
    XCTAssertEqual(
      EnumPropertiesOutputPlan.propertiesPath(for: "State.swift"), "State+Properties.swift")
  }

  func testSecondRunChangesNothing() throws {
    let directory = try EnumPropsTemporaryDirectory()
    try directory.write("A.swift", "// archgen:enum-props\nenum A { case a(Int) }\n")
    try directory.write("Sub/B.swift", "// archgen:enum-props\nenum B { case b }\n")
    let first = plan(directory)
    XCTAssertEqual(first.targets.map(\.status), [.missing, .missing])
    XCTAssertEqual(first.write().written.count, 2)
    let generated = directory.path("Sub/B+Properties.swift")
    let before = try identity(generated)
    let contents = try String(contentsOfFile: generated, encoding: .utf8)
    Thread.sleep(forTimeInterval: 0.01)

    let second = plan(directory)
    XCTAssertEqual(second.targets.map(\.status), [.upToDate, .upToDate])
    XCTAssertEqual(second.outdated, [])
    XCTAssertEqual(second.write().written, [])
    XCTAssertEqual(try identity(generated), before)
    XCTAssertEqual(try String(contentsOfFile: generated, encoding: .utf8), contents)
  }

  func testStaleAndMissingAreReported() throws {
    let directory = try EnumPropsTemporaryDirectory()
    try directory.write("A.swift", "// archgen:enum-props\nenum A { case a(Int) }\n")
    try directory.write("B.swift", "// archgen:enum-props\nenum B { case b }\n")
    _ = plan(directory).write()
    try directory.write("A.swift", "// archgen:enum-props\nenum A { case a(Int), z }\n")
    try FileManager.default.removeItem(atPath: directory.path("B+Properties.swift"))
    let stale = plan(directory)
    XCTAssertEqual(stale.targets.map(\.status), [.stale, .missing])
    XCTAssertEqual(
      stale.outdated.map { URL(fileURLWithPath: $0.path).lastPathComponent },
      [
        "A+Properties.swift", "B+Properties.swift",
      ])
  }
}
