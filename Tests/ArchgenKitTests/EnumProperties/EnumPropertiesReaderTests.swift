import ArchgenKit
import XCTest

final class EnumPropertiesReaderTests: XCTestCase {
  private func enums(_ text: String) -> [EnumModel] {
    EnumModelReader.enums(in: ParsedSource(path: "Input.swift", text: text))
  }

  func testQualifiedNamesAndEffectiveAccess() {
    let models = enums(
      """
      public struct Outer {
        public enum Public { case a }
        enum Internal { case a }
      }
      extension Outer {
        public enum FromExtension { case a }
      }
      public extension Outer {
        enum DefaultPublic { case a }
      }
      private enum Hidden { case a }
      func local() { enum Local { case a } }
      """)
    XCTAssertEqual(
      models.map(\.qualifiedName),
      ["Outer.Public", "Outer.Internal", "Outer.FromExtension", "Outer.DefaultPublic", "Hidden"])
    XCTAssertEqual(
      models.map(\.access), [.public, .internal, .public, .public, .fileprivate])
  }

  func testCasesPayloadsAndAttributes() throws {
    let model = try XCTUnwrap(
      enums(
        """
        indirect enum E<Element> {
          case plain
          case many(_ first: Int, label: String = "x", [Element]?)
          @available(*, deprecated) indirect case deep(E)
          #if os(Linux)
          #elseif DEBUG
            case debug(Int!)
          #endif
        }
        """
      ).first)
    XCTAssertTrue(model.isIndirect)
    XCTAssertEqual(model.genericParameters, ["Element"])
    XCTAssertEqual(model.cases.map(\.name), ["plain", "many", "deep", "debug"])
    let many = model.cases[1].payload
    XCTAssertEqual(many.map(\.label), [nil, "label", nil])
    XCTAssertEqual(many.map(\.type), ["Int", "String", "[Element]?"])
    XCTAssertEqual(many.map(\.hasDefaultValue), [false, true, false])
    XCTAssertEqual(many.map(\.isOptional), [false, false, true])
    XCTAssertEqual(model.cases[2].availability, ["@available(*, deprecated)"])
    XCTAssertTrue(model.cases[2].isIndirect)
    XCTAssertEqual(model.cases[2].payload.first?.typeName, "E")
    XCTAssertEqual(model.cases[3].conditions, [IfConfigPath(["#if os(Linux)", "#elseif DEBUG"])])
    XCTAssertEqual(model.cases[3].payload.first?.optionalType, "Int?")
    XCTAssertEqual(model.cases[3].line, 7)
  }

  func testMarkerMustBeOnTheLineAbove() {
    let models = enums(
      """
      // archgen:enum-props
      enum Marked { case a }

      // archgen:enum-props

      enum BlankLine { case a }

      // archgen:enum-props
      // something else
      enum OtherComment { case a }

      /// Docs.
      // archgen:enum-props
      @frozen public enum AfterDocs { case a }

      let text = "// archgen:enum-props"
      enum InString { case a }
      """)
    XCTAssertEqual(models.filter(\.isMarked).map(\.name), ["Marked", "AfterDocs"])
  }

  func testPayloadTypesNamingEnclosingTypesAreQualified() throws {
    let model = try XCTUnwrap(
      enums(
        """
        enum Outer {
          struct Edge {}
          typealias ID = Int
          struct Panel {
            enum Mode<T> {
              case a(Edge, [ID: Panel], T, Own, Outer.Edge, (Edge) -> Void)
              struct Own {}
            }
          }
        }
        """
      ).last)
    XCTAssertEqual(model.qualifiedName, "Outer.Panel.Mode")
    XCTAssertEqual(
      model.cases.first?.payload.map(\.type),
      [
        "Outer.Edge", "[Outer.ID: Outer.Panel]", "T", "Own", "Outer.Edge",
        "(Outer.Edge) -> Void",
      ])
    XCTAssertEqual(model.cases.first?.payload.last?.optionalType, "((Outer.Edge) -> Void)?")
  }

  func testExistingMembersComeFromBodyAndExtensionsAcrossFiles() throws {
    let first = ParsedSource(
      path: "A.swift",
      text: """
        struct Host {
          enum State {
            case a(Int)
            var custom: Int { 0 }
            #if DEBUG
              func debugName() -> String { "" }
            #endif
          }
        }
        """)
    let second = ParsedSource(
      path: "B.swift", text: "extension Host.State {\n  var isA: Bool { false }\n}\n")
    let index = DeclarationIndex([first, second])
    let model = try XCTUnwrap(EnumModelReader.enums(in: first, index: index).first)
    XCTAssertEqual(model.existingMembers, ["custom", "debugName", "isA"])
  }
}
