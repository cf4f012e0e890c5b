import SwiftParser
import SwiftSyntax
import XCTest

@testable import ArchgenKit

final class TypeNameTests: XCTestCase {
  /// `TypeName.text(of:)` is `trimmedDescription` without the trimmed copy, for every form.
  func testTextIsTheTrimmedDescriptionOfEveryForm() throws {
    let types = [
      "State", "`Self`", "AuthService.State", "Store<State, Action>",
      "Outer<T>.Inner", "Swift.Optional<Int>", "[String: Int]", "State?", "(A) -> B",
      "any PreviewProvider", "some View", "SwiftUI.PreviewProvider /* c */",
    ]
    for written in types {
      let file = Parser.parse(source: "let x: \(written) = y")
      let binding = try XCTUnwrap(
        file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
      let type = try XCTUnwrap(binding.typeAnnotation?.type, written)
      XCTAssertEqual(TypeName.text(of: type), type.trimmedDescription, written)
    }
  }

  /// Spaces around a dot are dropped, so `SwiftUI . PreviewProvider` still ends in the name.
  func testTextJoinsAMemberNameWrittenWithSpaces() throws {
    let file = Parser.parse(source: "let x: Module . Deep.State = y")
    let binding = try XCTUnwrap(
      file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
    let type = try XCTUnwrap(binding.typeAnnotation?.type)
    XCTAssertEqual(TypeName.text(of: type), "Module.Deep.State")
  }

  func testComponentsDropGenericArgumentsAndSpaces() {
    XCTAssertEqual(TypeName.components("Outer<T>.Inner"), ["Outer", "Inner"])
    XCTAssertEqual(TypeName.components("Module . State"), ["Module", "State"])
  }

  /// ASCII names are read over their bytes, other text by `Character`; both give the same parts,
  /// whatever the whitespace, generic arguments or stray brackets.
  func testComponentsAreTheSameForASCIIAndOtherText() {
    let cases: [(String, [String])] = [
      ("Swift.Optional<Int>?", ["Swift", "Optional?"]),
      ("Store<A.B, C>.State", ["Store", "State"]),
      (" A\t.\n B. ", ["A", "B"]),
      ("(A) -> B", ["(A)-"]),
      ("..A..", ["A"]),
      ("", []),
      ("A\u{00A0}.B", ["A", "B"]),
      ("Überblick.Zustand", ["Überblick", "Zustand"]),
      ("Ä<T.U>.\u{2003}B", ["Ä", "B"]),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(TypeName.components(text), expected, text)
    }
  }

  func testStrippingOptionalDropsWhitespaceOfAnyKind() {
    XCTAssertEqual(TypeName.strippingOptional("inout State?"), "State")
    XCTAssertEqual(TypeName.strippingOptional("State!"), "State")
    XCTAssertEqual(TypeName.strippingOptional("inout\u{00A0}Zustand?"), "Zustand")
    XCTAssertEqual(TypeName.strippingOptional(" ? "), nil)
  }
}
