import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31, view models read by what their bodies do: an event of an enum declared anywhere, a
/// method whose awaited outcome picks the case, a name bound to `self`, and the work an
/// initializer starts.
final class GraphViewModelMeaningTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze(fixture))
  }

  /// A handler's one parameter switched over with enum-case patterns is the event although its
  /// enum is declared in no file of the run; a `Result` handed to a method is no event of its
  /// own, and a method that maps its cases to values without testing the state is the event
  /// itself (`finish`, the case its guard: `MethodPayload`), and the completion a method hands
  /// to its work stays part of that method.
  func testAParameterOfAnEnumDeclaredElsewhereIsTheEvent() throws {
    let found = try machines("ForeignEventEnums.swift")
    XCTAssertEqual(
      found["UploadQueue"],
      [
        "* -wifi-> syncing", "* -cellular-> syncing", "* -cellular-> paused",
        "* -offline-> waiting",
      ])
    XCTAssertEqual(
      found["AvatarLoader"],
      [
        "* -reload-> loading", "loading -reload-> shown", "loading -reload-> broken",
        "* -finish-> shown", "* -finish-> broken",
      ])
  }

  /// One method that awaits work and moves the held value to the case its outcome decides is a
  /// machine; one that sets two cases along one path, or maps what its caller gives, is not.
  func testOneMethodWhoseAwaitedOutcomePicksTheCaseIsAMachine() throws {
    let found = try machines("AwaitedOutcomes.swift")
    XCTAssertEqual(
      found["LicenseCheckModel"],
      [
        "* -verify-> valid", "* -verify-> expired", "* -verify-> offline", "* -verify-> revoked",
      ])
    XCTAssertNil(found["SyncBadge"])
    XCTAssertNil(found["ToastModel"])
  }

  /// `guard let this = self`, `if let owner = self` and a capture `[weak controller = self]` are
  /// `self`: the helper called through them is followed and the writes through them are the
  /// object's.
  func testANameBoundToSelfIsSelf() throws {
    let found = try machines("SelfAliases.swift")
    XCTAssertEqual(
      found["PairingController"],
      [
        "* -scan-> searching", "searching -scan-> found", "searching -scan-> failed",
        "* -cancel-> idle",
      ])
  }

  /// Work an initializer starts and lets go is the event `init`, from the value the object starts
  /// in; a subscription it keeps and its own writes are not.
  func testWorkAnInitializerStartsIsTheEventInit() throws {
    let found = try machines("InitStartedWork.swift")
    XCTAssertEqual(
      found["ThumbnailCache"], ["* -purge-> cold", "cold -init-> warm", "cold -init-> broken"])
    XCTAssertEqual(
      found["DraftsViewModel"],
      [
        "* -compose-> editing", "* -discard-> empty", "restoring -init-> editing",
        "restoring -init-> empty",
      ])
  }

  /// A callback calling `handle(page:)` reaches the helper of that name and labels, not the
  /// handler `handle(_:)`: its change carries on the case that started the request.
  func testAnOverloadWithOtherLabelsIsAHelperNotTheEntryPoint() throws {
    let found = try machines("EntryOverloads.swift")
    XCTAssertEqual(
      found["FeedViewModel"],
      [
        "* -refresh-> fetching", "fetching -refresh-> showing", "fetching -refresh-> failed",
        "* -clear-> empty",
      ])
  }

  /// `var draft = state.setting(title:isDirty:)` assigned to the state later is the state with
  /// those fields set, and `draft = draft.setting(isValid: false)` sets one more; a changed copy
  /// handed to another object changes nothing.
  func testALocalChangedCopyThatBecomesTheStateChangesIt() throws {
    let found = try machines("ChangedCopyLocals.swift")
    XCTAssertEqual(
      found["EditorStore"],
      [
        "* -rename-> title=?", "* -rename-> isDirty=true", "* -rename-> isValid=false",
        "* -save-> isDirty=false",
      ])
  }
}
