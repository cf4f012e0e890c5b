import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// A `--templates` folder cannot make archgen read a file outside it (issue 22): a manifest entry
/// climbing out with `..`, or a template that is a symbolic link to a file outside, is refused at
/// the manifest line that names it, and nothing is written.
final class TemplateConfinementTests: XCTestCase {
  private var folder: TemporaryDirectory!

  override func setUpWithError() throws {
    folder = try temporaryDirectory("confined")
    _ = try TemplateSource.export(to: folder.path("templates"), force: false)
  }

  private var manifest: String { folder.path("templates/scene/manifest.yml") }

  private func scene() -> CommandOutcome {
    Scaffolder.command(
      ScaffoldRequest(
        kind: .scene, name: "Login", outputDirectory: folder.path("out"),
        templates: TemplateSource(overrideDirectory: folder.path("templates")),
        header: ScaffoldFlavour.header, module: "MyApp"),
      ScaffoldPresentation())
  }

  /// The manifest with a first entry whose template is `template`; its value is at line 5,
  /// column 15.
  private func plantEntry(template: String) throws {
    let text = try FileSystem.readString(at: manifest)
    let entries = try XCTUnwrap(text.range(of: "files:\n"))
    try FileSystem.writeAtomically(
      text.replacingCharacters(
        in: entries,
        with: "files:\n  - template: \(template)\n    path: \"{{ name }}/Leak.swift\"\n"),
      to: manifest)
    XCTAssertEqual(
      try FileSystem.readString(at: manifest).split(
        separator: "\n", omittingEmptySubsequences: false)[4],
      "  - template: \(template)")
  }

  func testAManifestPathClimbingOutOfTheFolderIsRefusedAtItsLine() throws {
    // Deep enough to reach / from the temporary folder, as `../../etc/passwd` is from a project.
    let climb = String(repeating: "../", count: 12) + "etc/passwd"
    try plantEntry(template: climb)
    let outcome = scene()
    XCTAssertEqual(outcome.status, .failure)
    XCTAssertEqual(
      outcome.diagnostics.map(\.description),
      [
        "\(manifest):5:15: error: template 'scene/\(climb)' resolves to /etc/passwd, outside the "
          + "template folder \(folder.path("templates")); templates must lie inside it"
      ])
    XCTAssertFalse(folder.exists("out"))
  }

  func testATemplateLinkedToAFileOutsideIsRefusedAtTheLineNamingIt() throws {
    let outside = try folder.write("outside/Secret.stencil", "secret {{ name }}\n")
    let template = folder.path("templates/scene/View.uikit.swift.stencil")
    try FileManager.default.removeItem(atPath: template)
    try FileManager.default.createSymbolicLink(atPath: template, withDestinationPath: outside)
    let outcome = scene()
    XCTAssertEqual(outcome.status, .failure)
    let resolved = try XCTUnwrap(realpath(outside, nil).map { String(cString: $0) })
    XCTAssertEqual(
      outcome.diagnostics.map(\.description),
      [
        "\(manifest):5:15: error: template 'scene/View.uikit.swift.stencil' resolves to "
          + "\(resolved), outside the template folder \(folder.path("templates")); templates "
          + "must lie inside it"
      ])
    XCTAssertFalse(folder.exists("out"))
  }

  func testAManifestLinkedOutsideIsRefused() throws {
    let outside = try folder.write(
      "outside/manifest.yml", "files:\n  - template: State.swift.stencil\n    path: x.swift\n")
    try FileManager.default.removeItem(atPath: manifest)
    try FileManager.default.createSymbolicLink(atPath: manifest, withDestinationPath: outside)
    let outcome = scene()
    XCTAssertEqual(outcome.status, .failure)
    XCTAssertEqual(outcome.diagnostics.map(\.file), [manifest])
    XCTAssertTrue(outcome.diagnostics[0].message.contains("outside the template folder"))
    XCTAssertFalse(folder.exists("out"))
  }

  func testALinkBetweenTemplatesOfTheFolderIsRead() throws {
    let template = folder.path("templates/scene/View.uikit.swift.stencil")
    try FileManager.default.removeItem(atPath: template)
    try FileManager.default.createSymbolicLink(
      atPath: template, withDestinationPath: "View.swiftui.swift.stencil")
    let outcome = scene()
    XCTAssertEqual(outcome.status, .success, "\(outcome.diagnostics)")
    XCTAssertTrue(try folder.read("out/Login/LoginViewController.swift").contains("SwiftUI"))
  }

  func testTheCommandExitsWith2() throws {
    try plantEntry(template: String(repeating: "../", count: 12) + "etc/passwd")
    let result = try ArchgenBinary.run(
      ["scene", "Login", "--templates", "templates", "--output", "out"], in: folder.url)
    XCTAssertEqual(result.status, 2, result.output)
    XCTAssertTrue(
      result.stderr.hasPrefix("templates/scene/manifest.yml:5:15: error: template "), result.stderr)
    XCTAssertFalse(result.output.contains("root:"))
    XCTAssertFalse(folder.exists("out"))
  }
}
