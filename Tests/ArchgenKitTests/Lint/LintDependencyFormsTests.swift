import XCTest

@testable import ArchgenKit

/// Issue 23 item 1: every way code reaches the environment is a use — key paths rooted at a name,
/// injecting property wrappers, resolver calls and Factory's `Container.shared.x()` calls.
final class LintDependencyFormsTests: XCTestCase {
  private func columns(_ text: String, _ config: LintConfig) -> [String] {
    FileLinter(config: config).lint(path: "App/Sources/Feature/Store.swift", text: text)
      .sorted(by: LintFinding.ordered).map { "\($0.line):\($0.column) \($0.rule)" }
  }

  func testKeyPathsRootedAtANameAreReads() {
    let text = """
      final class Store {
        @LazyInjected(\\SharedToolingContainer.logger) var logger
        let clock = \\SharedToolingContainer.shared.clock
        func load() { let repo = resolve(\\SharedRepositoryContainer.items) }
      }
      """
    let config = LintConfig.environment(["SharedToolingContainer", "SharedRepositoryContainer"])
    XCTAssertEqual(
      columns(text, config),
      [
        "2:18 direct-environment-access", "3:16 direct-environment-access",
        "4:37 direct-environment-access",
      ])
  }

  func testAKeyPathComponentNamedLikeTheEnvironmentIsNotARead() {
    let text = "struct Row { let a = \\Settings.Current; let b = \\.Current }"
    XCTAssertEqual(columns(text, LintConfig.environment(["Current"])), [])
  }

  func testConfiguredPropertyWrappersInjectFromTheEnvironment() {
    let text = """
      final class Store {
        @Injected(\\.api) var api
        @LazyInjected var router: Router
        @Published var name = ""
      }
      """
    XCTAssertEqual(columns(text, LintConfig.environment(["Container"])), [])
    XCTAssertEqual(
      columns(text, LintConfig.environment(["Container"], wrappers: ["Injected", "LazyInjected"])),
      ["2:4 direct-environment-access", "3:4 direct-environment-access"])
  }

  func testAWrapperWithAKeyPathRootedAtANameIsOneFinding() {
    let text = "final class Store { @LazyInjected(\\Container.api) var api }"
    XCTAssertEqual(
      columns(text, LintConfig.environment(["Container"], wrappers: ["LazyInjected"])),
      ["1:36 direct-environment-access"])
  }

  func testResolverCallsAreReadsOnceEach() {
    let text = """
      final class Store {
        func a(container: Resolving) { _ = container.resolve(API.self) }
        func b() { _ = Resolver.resolve(API.self) }
        func c() { _ = resolve(\\.api) }
        func d(promise: Promise) { promise.resolve(value) }
      }
      """
    XCTAssertEqual(columns(text, LintConfig.environment(["Container"])), [])
    XCTAssertEqual(
      columns(text, LintConfig.environment(["Resolver"], resolvers: ["resolve"])),
      [
        "2:48 direct-environment-access", "3:18 direct-environment-access",
        "4:18 direct-environment-access",
      ])
  }

  func testFactoryCallFormsAndTheContainersOwnDeclaration() {
    let text = """
      extension Container {
        var api: Factory<API> { self { LiveAPI(log: self.logger(), keys: resolve(\\Container.keys)) } }
      }
      final class Store { let api = Container.shared.api() }
      final class StoreBuilder { @Injected(\\Container.api) var api }
      """
    XCTAssertEqual(
      columns(
        text, LintConfig.environment(["Container"], wrappers: ["Injected"], resolvers: ["resolve"])),
      ["4:31 direct-environment-access"])
  }

  func testThePrefilterLooksForWrappersAndResolvers() {
    let config = LintConfig.environment(
      ["Container"], wrappers: ["Injected"], resolvers: ["resolve"])
    let linter = FileLinter(config: config)
    XCTAssertTrue(linter.mayContainFindings("@Injected(\\.api) var api"))
    XCTAssertTrue(linter.mayContainFindings("let a = r.resolve(API.self)"))
    XCTAssertFalse(
      FileLinter(config: LintConfig.environment(["Container"])).mayContainFindings(
        "@Injected var a"))
  }
}
