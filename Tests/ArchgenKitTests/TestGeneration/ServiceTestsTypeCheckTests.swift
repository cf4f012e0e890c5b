import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Generated service tests type-check against the framework stand-ins (RxSwift, RxTest,
/// StoreVerification, Combine): they cannot run here, the stand-ins' bodies are `fatalError`.
/// The Swift Testing files import the toolchain's `Testing`.
final class ServiceTestsTypeCheckTests: XCTestCase {
  func testRxSwiftAndCombineServiceTestsTypeCheck() throws {
    for fixture in ["SessionService", "BadgeService"] {
      try check(fixture, .xctest)
    }
  }

  func testRxSwiftAndCombineServiceTestsTypeCheckInSwiftTesting() throws {
    for fixture in ["SessionService", "BadgeService"] {
      try check(fixture, .swiftTesting)
    }
  }

  private func check(_ fixture: String, _ framework: TestFramework) throws {
    let standIns = try StandIns.build()
    let directory = try temporaryDirectory("service-tests-\(fixture)-\(framework.rawValue)").url
    let source = Fixtures.url("TestGeneration/Services/\(fixture).swift").path
    let generation = try TestGenerator.plan(
      TestRequest(
        paths: [source], outputDirectory: directory.path, framework: framework, module: "MyApp"))
    let names = generation.plan.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    XCTAssertEqual(names, ["\(fixture)ReduceTests.swift", "\(fixture)FeedbackTests.swift"])
    for file in generation.plan.files {
      XCTAssertFalse(file.contents.contains("<#"), file.path)
      XCTAssertTrue(
        file.contents.contains(framework == .xctest ? "import XCTest\n" : "import Testing\n"),
        file.contents)
      try FileSystem.writeAtomically(file.contents, to: file.path)
    }
    try standIns.typeCheck(
      generated: generation.plan.files.map(\.path), importing: source, in: directory,
      what: "\(framework.rawValue) tests of \(fixture)")
  }
}
