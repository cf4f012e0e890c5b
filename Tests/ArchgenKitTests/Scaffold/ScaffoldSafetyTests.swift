import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

final class ScaffoldSafetyTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try temporaryDirectory("safety").url
  }

  private func request(_ output: String? = nil, templates: String? = nil) -> ScaffoldRequest {
    ScaffoldRequest(
      kind: .scene, name: "Login", outputDirectory: output ?? directory.path,
      templates: TemplateSource(overrideDirectory: templates), header: ScaffoldFlavour.header,
      module: "MyApp")
  }

  func testPlanStatusesAndConflictPolicies() throws {
    let first = try Scaffolder.plan(request())
    XCTAssertEqual(Set(first.files.map(\.status)), [.create])
    _ = try first.apply(.refuse)
    XCTAssertEqual(Set(try Scaffolder.plan(request()).files.map(\.status)), [.identical])

    let store = directory.appendingPathComponent("Login/LoginStore.swift").path
    try FileSystem.writeAtomically("edited", to: store)
    let plan = try Scaffolder.plan(request())
    XCTAssertEqual(plan.conflicts.map(\.path), [store])
    XCTAssertThrowsError(try plan.apply(.refuse))
    XCTAssertEqual(try FileSystem.readString(at: store), "edited")
    let skipped = try plan.apply(.skipExisting)
    XCTAssertEqual(skipped.entries.first { $0.path == store }?.action, .skipped)
    XCTAssertEqual(try FileSystem.readString(at: store), "edited")
    let forced = try plan.apply(.force)
    XCTAssertEqual(forced.entries.first { $0.path == store }?.action, .overwritten)
    XCTAssertNotEqual(try FileSystem.readString(at: store), "edited")
  }

  func testNothingIsWrittenOutsideTheOutputFolder() throws {
    let templates = directory.appendingPathComponent("templates/scene")
    for path in ["../x.swift", "/tmp/x.swift", "a//b.swift", "~/x.swift", ""] {
      try FileSystem.writeAtomically(
        "files:\n  - template: State.swift.stencil\n    path: \"\(path)\"\n",
        to: templates.appendingPathComponent("manifest.yml").path)
      XCTAssertThrowsError(
        try Scaffolder.plan(
          request(
            directory.appendingPathComponent("out").path,
            templates: templates.deletingLastPathComponent().path)), path)
    }
  }

  func testASymlinkInsideTheOutputCannotLeadOutside() throws {
    let output = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let outside = directory.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("Login"), withDestinationURL: outside)
    XCTAssertThrowsError(try Scaffolder.plan(request(output.path))) { error in
      XCTAssertTrue(
        "\((error as? ScaffoldError)?.diagnostics ?? [])".contains("outside the output folder"))
    }
  }

  func testAnUnwritableOutputFailsWithALocatedErrorAndNoPartialFile() throws {
    let output = directory.appendingPathComponent("readonly")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.path)
    }
    if getuid() == 0 { throw XCTSkip("root can write to read-only folders") }
    let plan = try Scaffolder.plan(request(output.path))
    XCTAssertThrowsError(try plan.apply(.refuse))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), [])
  }

  func testAFileWhereAFolderShouldBeFailsWithALocatedError() throws {
    let output = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileSystem.writeAtomically("not a folder", to: output.appendingPathComponent("Login").path)
    let plan = try Scaffolder.plan(request(output.path))
    XCTAssertThrowsError(try plan.apply(.refuse)) { error in
      let diagnostics = (error as? ScaffoldError)?.diagnostics ?? []
      XCTAssertEqual(diagnostics.count, 1)
      XCTAssertEqual(diagnostics.first?.severity, .error)
      XCTAssertTrue(
        diagnostics.first?.file?.hasSuffix("out/Login/LoginViewController.swift") ?? false,
        "\(diagnostics)")
    }
    XCTAssertEqual(
      try FileSystem.readString(at: output.appendingPathComponent("Login").path), "not a folder")
  }

  func testHeaderUsesXcodeFileHeaderWhenTheProjectHasOne() throws {
    let shared = directory.appendingPathComponent("Shop.xcodeproj/xcshareddata")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>FILEHEADER</key>
      <string> ___FILENAME___ (___PROJECTNAME___)
       ___COPYRIGHT___</string></dict></plist>
      """
    try FileSystem.writeAtomically(
      plist, to: shared.appendingPathComponent("IDETemplateMacros.plist").path)
    var config = ScaffoldConfig()
    config.organization = "Example Ltd"
    let request = ScaffoldRequest.resolve(
      kind: .scene, name: "Login", flags: ScaffoldFlags(), config: config,
      workingDirectory: directory.path,
      environment: ["SOURCE_DATE_EPOCH": "1767312000", "USER": "jane"])
    XCTAssertEqual(request.module, "Shop")
    XCTAssertEqual(
      request.header.render(fileName: "LoginStore.swift"),
      "// LoginStore.swift (Shop)\n// Copyright © 2026 Example Ltd. All rights reserved.\n")
  }

  func testDefaultHeaderLooksLikeXcodes() {
    XCTAssertEqual(
      ScaffoldFlavour.header.render(fileName: "LoginStore.swift"),
      """
      //
      //  LoginStore.swift
      //  MyApp
      //
      //  Created by Jane Appleseed on 2026-01-02.
      //  Copyright © 2026 Example Ltd. All rights reserved.
      //

      """)
  }

  func testModuleNames() {
    XCTAssertEqual(ScaffoldRequest.moduleName(for: "My App"), "My_App")
    XCTAssertEqual(ScaffoldRequest.moduleName(for: "2048"), "_2048")
    XCTAssertEqual(ScaffoldRequest.moduleName(for: "try"), "try_")
  }
}
