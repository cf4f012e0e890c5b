import XCTest

@testable import ArchgenKit

/// A team's own environment accessor, module names and dependencies, from config to context.
final class TeamSetupTests: XCTestCase {
  func testTheConfigSaysAccessorModulesAndDependencies() throws {
    let (config, warnings) = try ArchgenConfig.parse(TeamSetup.config, file: "a.yml")
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(config.environment.accessor, "Current")
    XCTAssertEqual(config.environment.effectiveNames, ["Current"])
    XCTAssertEqual(config.scaffold.modules, TeamSetup.modules)
    XCTAssertEqual(config.scaffold.dependencies, ["auth: AuthServiceType", "now: () -> Date"])
  }

  func testTheAccessorsRootNameIsWhatLintWatches() throws {
    let cases = [
      "CurrentEnvironment.env": "CurrentEnvironment", "Current": "Current",
      "AppEnvironment.shared.world": "AppEnvironment",
    ]
    for (accessor, root) in cases {
      let text = "environment:\n  accessor: \(accessor)\n"
      XCTAssertEqual(try ArchgenConfig.parse(text, file: "a.yml").config.environment.rootName, root)
    }
    XCTAssertEqual(EnvironmentSettings().effectiveNames, ["CurrentEnvironment"])
  }

  func testAnAccessorThatIsNotANameOrMemberChainIsAnError() {
    for bad in ["Current()", "a + b", "Current.", "1", "let x = 1"] {
      let text = "environment:\n  accessor: \"\(bad)\"\n"
      XCTAssertThrowsError(try ArchgenConfig.parse(text, file: "a.yml"), bad) { error in
        XCTAssertTrue("\(error)".contains("environment.accessor"), "\(error)")
      }
    }
  }

  func testAModuleNameMustBeAnIdentifier() {
    let text = "scaffold:\n  modules:\n    feedback: \"My Core\"\n"
    XCTAssertThrowsError(try ArchgenConfig.parse(text, file: "a.yml")) { error in
      XCTAssertTrue("\(error)".contains("scaffold.modules.feedback"), "\(error)")
    }
  }

  func testDependenciesGetTestValuesByType() throws {
    let parsed = try DependencyListParser.parse([
      "auth:AuthServiceType", "now: () -> Date", "log: (String) -> Void",
      "flags: [String: Bool]", "token: String?", "api: any Networking.APIClientProtocol",
      "pick: @escaping (Int, Int) -> Item",
    ])
    XCTAssertEqual(
      parsed.map(\.testValue),
      [
        "AuthServiceDouble()", "{ Date(timeIntervalSince1970: 0) }", "{ _ in }", "[:]", "nil",
        "APIClientDouble()", "{ _, _ in fatalError(\"pick is not stubbed\") }",
      ])
    XCTAssertEqual(
      parsed.compactMap(\.double?.conformsTo), ["AuthServiceType", "Networking.APIClientProtocol"])
    XCTAssertEqual(parsed.map(\.member), parsed.map(\.name))
  }

  func testABadDependencyIsAnErrorThatSaysTheForm() {
    for bad in ["auth", "auth:", "class:Foo", "auth:Foo Bar", "a b:Int", ":Int"] {
      XCTAssertThrowsError(try DependencyListParser.parse([bad]), bad) { error in
        XCTAssertTrue("\(error)".contains("NAME:TYPE"), "\(bad): \(error)")
      }
    }
    XCTAssertThrowsError(try DependencyListParser.parse(["a:Int", "a:String"])) { error in
      XCTAssertTrue("\(error)".contains("duplicate dependency 'a'"), "\(error)")
    }
  }

  func testTheTeamsScaffoldReadsItsAccessorAndImportsItsModulesInOrder() throws {
    let flavour = ScaffoldFlavour.team.first { $0.kind == .scene && $0.reactive == .rxswift }!
    let files = try Scaffolder.plan(flavour.request()).files
    let builder = try XCTUnwrap(files.first { $0.path.hasSuffix("LoginBuilder.swift") })
    XCTAssertTrue(builder.contents.contains("let environment = Current\n"))
    XCTAssertTrue(builder.contents.contains("auth: environment.auth,\n"))
    XCTAssertFalse(files.contains { $0.contents.contains("CurrentEnvironment") })
    let test = try XCTUnwrap(files.first { $0.path.hasSuffix("LoginStoreTests.swift") })
    XCTAssertTrue(test.contents.contains("@testable import Shop\n"))
    XCTAssertTrue(
      test.contents.contains("private final class AuthServiceDouble: AuthServiceType {}"))
    let service = ScaffoldFlavour.team.first { $0.kind == .service && $0.reactive == .rxswift }!
    let serviceFiles = try Scaffolder.plan(service.request()).files
    let source = try XCTUnwrap(serviceFiles.first { $0.path.hasSuffix("AuthService.swift") })
    XCTAssertTrue(source.contents.contains("import Core\nimport RxRelay\nimport RxSwift\n"))
    XCTAssertTrue(
      source.contents.contains("scheduler: SchedulerType = SerialDispatchQueueScheduler("))
  }

  func testImportsSortWithinTheirGroups() {
    let sorted = ImportSorter.sort(
      "// header\n\nimport Zed\nimport Core\nimport RxSwift\n\n@testable import Shop\n\nlet x = 1\n"
    )
    XCTAssertEqual(
      sorted,
      "// header\n\nimport Core\nimport RxSwift\nimport Zed\n\n@testable import Shop\n\nlet x = 1\n"
    )
  }
}
