import ArchgenKit
import ArchgenTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// Issue 33, eighth round: InitCorpus6's misses, each pinned by a fixture of another form than
/// the app's: a wrapper that only defers a value the type sets itself injects nothing; a name
/// declared in backticks is the name callers write; the app's own wrapper whose wrapped value an
/// injecting wrapper fills injects too.
final class EnvironmentMeaningSurveyTests: XCTestCase {
  static let apps = ["DeferredOutlets", "KeywordAccessor", "WrapperOverInjection"]

  func testAWrapperOnPropertiesTheTypeFillsItselfInjectsNothing() throws {
    let proposal = InitAppFixtures.survey("DeferredOutlets")
    // `@Deferred` properties are set in `loadView` (`artwork = …`) and in a tuple (`(table,
    // header) = …`); `@Provided` ones nothing in the app assigns.
    XCTAssertEqual(proposal.propertyWrappers, ["Provided"])
    XCTAssertTrue(proposal.accessor.isDefault)
  }

  func testAssignmentsAsTheParserLeavesThemFillAProperty() throws {
    let source = """
      final class Screen {
        @Deferred var a: ViewA
        @Deferred var b: ViewB
        @Deferred var c: ViewC
        @Deferred var d: ViewD
        @Deferred var e: ViewE
        func load() {
          a = ViewA()
          self.b = ViewB()
          (c, self.d) = (ViewC(), ViewD())
          _e = Deferred()
        }
      }
      """
    let reader = InjectionWrapperReader()
    reader.read(Parser.parse(source: source))
    // `_e = Deferred()` sets up the wrapper: its value still comes from it.
    XCTAssertEqual(reader.properties.map(\.isInjected), [false, false, false, false, true])
  }

  func testAnInstanceDeclaredInBackticksIsReadThroughTheNameCallersWrite() throws {
    let proposal = InitAppFixtures.survey("KeywordAccessor")
    // `static let `default`` read as `AppDependencies.default.x` in 3 files and as a default
    // argument (`= .default`) in one: the instance, not the type's statics.
    XCTAssertEqual(proposal.accessor.value, "AppDependencies.default")
    XCTAssertEqual(proposal.names, ["AppDependencies"])
  }

  func testTheAppsWrapperOverAnInjectingWrapperInjects() throws {
    let proposal = InitAppFixtures.survey("WrapperOverInjection")
    XCTAssertEqual(proposal.accessor.value, "DependencyValues")
    // `@SignedIn`'s getter reads its own `@Dependency` property; `@Clamped` reads its own value;
    // `@Dependencies.Dependency` is `Dependency` written with its module's name.
    XCTAssertEqual(proposal.propertyWrappers, ["Dependency", "SignedIn"])
  }

  func testAWrapperOverTheAppsOwnWrapperOfALibrarysNameThatResolvesNothingInjectsNothing() throws {
    // The app's own `@Injected` keeps a setting; `@Theme` over it reads no container.
    let wrappers = """
      @propertyWrapper struct Injected { var wrappedValue: Palette { Palette.stored } }
      @propertyWrapper struct Theme {
        @Injected private var palette: Palette
        var wrappedValue: Palette { palette }
      }
      """
    let uses = """
      final class Card { @Theme var palette: Palette }
      final class Badge { @Theme var palette: Palette }
      """
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("OwnInjected-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try wrappers.write(
      to: root.appendingPathComponent("Wrappers.swift"), atomically: true, encoding: .utf8)
    try uses.write(
      to: root.appendingPathComponent("Views.swift"), atomically: true, encoding: .utf8)
    XCTAssertEqual(ProjectSurvey.survey(root: root.path).proposal.propertyWrappers, [])
  }

  func testLintWithTheProposalReportsTheWrapperOverInjection() throws {
    let root = Fixtures.url("InitApps/WrapperOverInjection").path
    var config = LintConfig()
    let proposal = InitAppFixtures.survey("WrapperOverInjection")
    config.environment.names = proposal.names
    config.environment.propertyWrappers = proposal.propertyWrappers
    let reads = Linter.run(LintOptions(paths: [root], config: config)).findings
      .filter { $0.rule == "direct-environment-access" && $0.message.contains("SignedIn") }
      .map { "\($0.file.replacingOccurrences(of: root + "/", with: "")):\($0.line)" }
    XCTAssertEqual(reads, ["Comments/CommentsModel.swift:4", "Profile/ProfileModel.swift:4"])
  }

  func testLintMatchesAWrapperWrittenWithItsModulesName() throws {
    let root = Fixtures.url("InitApps/WrapperOverInjection").path
    var config = LintConfig()
    config.environment.propertyWrappers = ["Dependency"]
    let reads = Linter.run(LintOptions(paths: [root], config: config)).findings
      .filter { $0.rule == "direct-environment-access" && $0.file.hasSuffix("ExportModel.swift") }
      .map(\.line)
    XCTAssertEqual(reads, [5])
  }

  func testTheReportsAndProposedFilesMatchTheirGoldens() {
    InitAppFixtures.assertReportsMatchGoldens(Self.apps)
  }
}
