import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// A NUL byte in a `.swift` file is read like any other character (issue 22): `swiftc` compiles
/// such a file, so archgen reads it rather than skipping it as binary.
final class NULByteTests: XCTestCase {
  private static let text = """
    // archgen:enum-props
    enum Phase { case idle, loading(Int) }
    final class Shop {
      // a NUL: \u{0}
      func reduce(state: inout Phase, action: Action) {
        switch action {
        case .start: state = .loading(1)
        }
      }
    }
    enum Action { case start }

    """

  func testEveryReaderReadsAFileWithANULByte() throws {
    let folder = try temporaryDirectory("nul")
    let path = try folder.write("Shop.swift", Self.text)
    XCTAssertEqual(try SourceText.read(path).text, Self.text)
    XCTAssertEqual(try FileSystem.readSource(at: path).text, Self.text)
    XCTAssertNil(try FileSystem.readSource(at: path).warning)

    let graph = StateGraph.analyze(GraphOptions(paths: [path]))
    XCTAssertEqual(graph.machines.map(\.name), ["Shop"])
    let enums = EnumPropertiesGenerator(selection: .all).generate(paths: [path])
    XCTAssertEqual(enums.documents.count, 1)
    XCTAssertFalse(enums.diagnostics.contains { $0.message.contains("binary") })
  }

  func testLintFindsAViolationInAFileWithANULByte() throws {
    let folder = try temporaryDirectory("nul-lint")
    try folder.write("App/Reader.swift", "// \u{0}\nlet api = CurrentEnvironment.env.api\n")
    let result = try ArchgenBinary.run(["lint", "App"], in: folder.url)
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertTrue(result.stdout.contains("App/Reader.swift:2:11: error: "), result.output)
    XCTAssertFalse(result.output.contains("binary"), result.output)
  }
}
