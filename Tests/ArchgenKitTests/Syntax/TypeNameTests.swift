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
}
