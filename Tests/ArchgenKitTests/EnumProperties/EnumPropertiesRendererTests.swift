import ArchgenKit
import XCTest

final class EnumPropertiesRendererTests: XCTestCase {
  func testRenderKeepsTheOwnerEntryPointsWorking() throws {
    let source = ParsedSource(
      path: "State.swift",
      text: """
        enum State {
          case idle
          case loaded(items: [String])
        }
        """)
    let model = try XCTUnwrap(EnumModelReader.enums(in: source).first)
    XCTAssertEqual(
      EnumPropertiesRenderer(options: EnumPropertiesOptions()).render(model),
      """
      extension State {
        var isIdle: Bool {
          if case .idle = self { return true }
          return false
        }

        var isLoaded: Bool {
          if case .loaded = self { return true }
          return false
        }

        var loaded: [String]? {
          if case .loaded(let value) = self { return value }
          return nil
        }
      }
      """)
  }

  func testPrefixAndAccess() {
    let model = EnumModel(
      qualifiedName: "A.B", access: .package,
      cases: [EnumCaseModel(name: "on"), EnumCaseModel(name: "off")])
    let text = EnumPropertiesRenderer(options: EnumPropertiesOptions(prefix: "has")).render(model)
    XCTAssertTrue(text.hasPrefix("extension A.B {\n  package var hasOn: Bool {"), text)
    XCTAssertTrue(text.contains("package var hasOff: Bool"), text)
  }

  func testInvalidPrefixIsReported() {
    XCTAssertNil(EnumPropertiesOptions(prefix: "is").prefixProblem)
    XCTAssertNil(EnumPropertiesOptions(prefix: "").prefixProblem)
    XCTAssertNotNil(EnumPropertiesOptions(prefix: "1is").prefixProblem)
    XCTAssertNotNil(EnumPropertiesOptions(prefix: "is-").prefixProblem)
  }

  func testEnumWithoutCasesGivesAnEmptyExtension() {
    let model = EnumModel(qualifiedName: "Never2", cases: [])
    XCTAssertEqual(EnumPropertiesRenderer().render(model), "extension Never2 {}")
  }
}

final class EnumPropertiesHandBuiltModelTests: XCTestCase {
  func testHandBuiltPayloadsAreMadeOptionalBySyntax() {
    XCTAssertEqual(PayloadElement(type: "Int").optionalType, "Int?")
    XCTAssertEqual(PayloadElement(type: "() -> Void").optionalType, "(() -> Void)?")
    XCTAssertEqual(PayloadElement(type: "any Error").optionalType, "(any Error)?")
    XCTAssertEqual(PayloadElement(type: "[Int]?").optionalType, "[Int]?")
    XCTAssertEqual(PayloadElement(type: "Optional<Int>").optionalType, "Int?")
  }

  /// Found by the fuzzer: an enum named with a keyword (`enum \`is\``) gave `extension is {`.
  func testKeywordTypeNamesAreEscapedInTheExtensionAndPayloads() throws {
    let source = SourceText(
      path: "Keywords.swift",
      text: """
        struct `Type` {
          struct Edge {}
          enum `is` { case a(Edge), b }
        }

        """)
    let result = EnumPropertiesGenerator(selection: .all).generate(sources: [source])
    let text = EnumPropertiesDocument.file(result.documents, command: "archgen enum-props --all")
    XCTAssertTrue(text.contains("extension `Type`.`is` {"), text)
    XCTAssertTrue(text.contains("var a: `Type`.Edge? {"), text)
    XCTAssertEqual(ParsedSource(path: "out.swift", text: text).syntaxErrors, [])
  }
}
