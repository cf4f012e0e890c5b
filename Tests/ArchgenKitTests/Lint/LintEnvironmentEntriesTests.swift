import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Issue 33 items 3 and 5: a configured entry no file uses is said, never passed in silence; a
/// nested type of the environment's name is not the environment; a finding names the call it
/// read through; a helper inside the DI library's own extension is not a finding.
final class LintEnvironmentEntriesTests: XCTestCase {
  private func findings(_ text: String, _ config: LintConfig) -> [String] {
    FileLinter(config: config).lint(path: "App/Sources/Feature/Store.swift", text: text)
      .sorted(by: LintFinding.ordered).map { "\($0.line):\($0.column) \($0.message)" }
  }

  func testANestedTypeOfTheEnvironmentsNameIsNotTheEnvironment() {
    let text = """
      struct AppConfiguration {
        struct App {}
        let app = App()
      }
      struct Screen { let app = App.shared }
      """
    XCTAssertEqual(
      findings(text, LintConfig.environment(["App"])),
      [
        "5:27 'Screen' reads the environment 'App' directly; inject the dependency from a "
          + "Builder instead"
      ])
  }

  func testAResolverFindingNamesTheCallNotTheMethodAsTheEnvironment() {
    let text = """
      final class FeedViewModel {
        func load(resolver: Resolver) { let api = resolver.resolve(API.self) }
      }
      """
    XCTAssertEqual(
      findings(text, LintConfig.environment(["Container"], resolvers: ["resolve"])),
      [
        "2:54 'FeedViewModel' reads the environment through 'resolver.resolve'; inject the "
          + "dependency from a Builder instead"
      ])
  }

  func testAHelperInsideTheContainersOwnExtensionIsNotAFinding() {
    let text = """
      extension Resolver {
        func feed() -> Feed { resolve(Feed.self)! }
        func profile() -> Profile { self.resolve(Profile.self)! }
      }
      final class Screen { func f(r: Resolver) { _ = r.resolve(Feed.self) } }
      """
    XCTAssertEqual(
      findings(text, LintConfig.environment(["Container"], resolvers: ["resolve"])).map {
        $0.prefix(4)
      },
      ["5:50"])
  }

  func testEntriesNoLintedFileUsesAreAWarningAndAnErrorUnderStrict() throws {
    let directory = try temporaryDirectory("entries")
    try directory.write("Sources/Feed.swift", "final class Feed { @Inject var api: API }")
    try directory.write("Sources/Other.swift", "struct Other { let a = App.shared.api }")
    let config = LintConfig.environment(
      ["App", "World"], wrappers: ["Inject", "LazyInject"], resolvers: ["resolve"])
    let options = LintOptions(paths: [directory.path], config: config)
    XCTAssertEqual(
      Linter.run(options).unusedEnvironmentEntries.map(\.entries),
      [["names: [World]", "property_wrappers: [LazyInject]", "resolvers: [resolve]"]])

    let lenient = Linter.run(LintRequest(options: options, reporters: [], strict: false))
    XCTAssertEqual(
      lenient.diagnostics.map(\.description),
      [
        "warning: the environment's names: [World], property_wrappers: [LazyInject], "
          + "resolvers: [resolve] occur in no linted file, so nothing is checked for them; "
          + "check 'environment' in the config"
      ])
    let request = LintRequest(options: options, reporters: [], strict: true)
    let strict = Linter.run(request)
    XCTAssertEqual(strict.diagnostics.map(\.severity), [.error])
    XCTAssertEqual(strict.command(request).status, .failure)
  }

  func testEveryEntryUsedOrOneFileLintedSaysNothing() throws {
    let directory = try temporaryDirectory("entries")
    let file = try directory.write("Sources/Other.swift", "struct Other { let a = App.shared }")
    let used = LintOptions(paths: [directory.path], config: LintConfig.environment(["App"]))
    XCTAssertEqual(Linter.run(used).unusedEnvironmentEntries.count, 0)
    let one = LintOptions(paths: [file], config: LintConfig.environment(["World"]))
    XCTAssertEqual(Linter.run(one).unusedEnvironmentEntries.count, 0)
  }

  func testAKeysResolveGivenNothingIsTheResolverOccurring() throws {
    let directory = try temporaryDirectory("entries")
    try directory.write(
      "Sources/Ledger.swift", "final class Ledger { let store = Container.shared.store.resolve() }")
    try directory.write("Sources/Other.swift", "struct Other { let a = Container.shared.clock }")
    let options = LintOptions(
      paths: [directory.path], config: LintConfig.environment(["Container"], resolvers: ["resolve"])
    )
    let run = Linter.run(options)
    // Factory's `resolve()` on a key: the read of `Container` is the finding, the resolver occurs.
    XCTAssertEqual(run.unusedEnvironmentEntries.count, 0)
    XCTAssertEqual(run.findings.filter { $0.file.hasSuffix("Ledger.swift") }.count, 1)
  }
}
