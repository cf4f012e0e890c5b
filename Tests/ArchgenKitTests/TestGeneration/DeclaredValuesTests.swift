import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// Values real features need that archgen built as placeholders (Fixtures/TestGeneration/
/// Features/VaultFeature.swift): a nested `typealias` of a collection, another module's type
/// through a static member the files declare for it, `AnyHashableSendable`, and presented
/// children that are not enums (a feature's struct state, an alert, a confirmation dialog).
final class DeclaredValuesTests: XCTestCase {
  private let fixture = "TestGeneration/Features/VaultFeature.swift"

  private func suite() throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == "VaultFeature" })
  }

  func testEveryValueIsBuiltAndEachChildStartsPresented() throws {
    let tests = Array(try suite().tests.prefix(3))
    XCTAssertEqual(
      tests.map(\.name), ["editorPresentedSave", "alertPresentedWipe", "dialogPresentedLock"])
    let start =
      "VaultFeature.State(id: AnyHashableSendable(0), settings: Settings(flags: [:]), "
      + "locale: .vaultDefault)"
    XCTAssertEqual(tests.map(\.start), Array(repeating: start, count: 3))
    XCTAssertEqual(
      tests.map { $0.path.first },
      [
        "state.editor = NoteEditor.State()", "state.alert = AlertState { TextState(\"\") }",
        "state.dialog = ConfirmationDialogState { TextState(\"\") }",
      ])
    XCTAssertEqual(
      tests.map(\.assertions),
      [["$0.isSaved = true"], ["$0.isWiped = true"], ["$0.isLocked = true"]])
    XCTAssertTrue(try suite().tests.allSatisfy(\.isComplete))
  }

  /// `if state.pin.isEmpty … else if state.notes.isEmpty`: each branch starts with the fields
  /// its guard reads set so (and the target field elsewhere); `screen=note`, a case with a
  /// payload, starts built with defaults.
  func testGuardsOnTheStatesFieldsAndPayloadSourcesAreMetByTheStart() throws {
    let tests = Array(try suite().tests.dropFirst(3))
    XCTAssertEqual(
      tests.map(\.name),
      [
        "submitTappedWhenStatePinIsEmpty", "submitTappedWhenNotStatePinIsEmptyAndStateNotesIsEmpty",
        "screenNoteCloseTapped",
      ])
    XCTAssertEqual(
      tests.map(\.path),
      [
        ["state.focus = .notes", "state.pin = \"\""],
        ["state.focus = .pin", "state.pin = \"x\"", "state.notes = []"],
        ["state.screen = .note(NoteEditor.State())"],
      ])
    XCTAssertEqual(
      tests.map(\.assertions), [["$0.focus = .pin"], ["$0.focus = .notes"], ["$0.screen = .list"]])
  }

  /// The conjuncts on `state.field` are read apart from the payload's.
  func testAGuardIsSplitIntoTheStatesFieldsAndTheRest() throws {
    let split = try XCTUnwrap(
      StateGuard.split("!(state.child == nil) && count > 2 && !state.items.isEmpty && state.isOn"))
    XCTAssertEqual(split.fields.map(\.0), ["child", "items", "isOn"])
    XCTAssertEqual(split.fields.map(\.1), [.isNotNil, .isNotEmpty, .equals("true")])
    XCTAssertEqual(split.rest, "count > 2")
    XCTAssertNil(StateGuard.split("state.x == nil && state.x == nil"))
  }

  func testTheTestsTypeCheckInBothFrameworks() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "declared-values-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of declared values")
    }
  }

  /// `ClientModels.GameContext`: a type named with its module is the one declared in the
  /// module's folder, where several types share the simple name.
  func testATypeNamedWithItsModuleIsTheOneInThatModulesFolder() {
    let catalog = TypeCatalog([
      TypeCatalog.Declarations(
        ParsedSource(path: "repo/Sources/Server/Context.swift", text: "enum GameContext { case a }")
      ),
      TypeCatalog.Declarations(
        ParsedSource(
          path: "repo/Sources/ClientModels/Context.swift", text: "enum GameContext { case solo }")),
    ])
    XCTAssertEqual(catalog.enumType(named: "ClientModels.GameContext")?.cases.first?.name, "solo")
    XCTAssertNil(catalog.enumType(named: "Elsewhere.GameContext"))
  }

  /// A static value of another target is used only when it is public; a private one never.
  func testAStaticValueIsUsedOnlyWhereTheTestCanReadIt() {
    func catalog(_ text: String) -> TypeCatalog {
      TypeCatalog([
        TypeCatalog.Declarations(
          ParsedSource(path: "repo/Sources/Models/Previews.swift", text: text))
      ]).preferring(file: "repo/Sources/Feature/Feature.swift")
    }
    let builder = { ValueBuilder(catalog: catalog($0), owner: nil) }
    XCTAssertEqual(
      builder("extension Account { public static let preview: Self = make() }").defaultValue(
        of: "Account"), ".preview")
    XCTAssertEqual(
      builder("extension Account { static let preview: Account = make() }").defaultValue(
        of: "Account"), "<#Account#>")
    XCTAssertEqual(
      builder("public extension Account { static let preview = Account(id: 1) }").defaultValue(
        of: "Account"), ".preview")
    XCTAssertEqual(
      builder("extension Account { public static let other: Other = make() }").defaultValue(
        of: "Account"), "<#Account#>")
    XCTAssertEqual(
      builder("private extension Account { static let preview: Self = make() }").defaultValue(
        of: "Account"), "<#Account#>")
    XCTAssertEqual(
      builder("extension Account { @MainActor public static let preview: Self = make() }")
        .defaultValue(of: "Account"), "<#Account#>")
  }
}
