import Foundation
import XCTest

extension StandIns.Built {
  /// Compiles `source` as the module `MyApp` against these stand-ins, then type-checks
  /// `generated` (with warnings as errors) against both, in `directory`: the check every
  /// generated test file goes through. Fails the calling test, with the compiler's words, when
  /// either step fails; `what` names the generated files in the message.
  public func typeCheck(
    generated: [String], importing source: String, in directory: URL, what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let swiftc = try Toolchain.swiftc()
    let modules = directory.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let module = try Toolchain.run(
      swiftc,
      [
        "-emit-module", "-parse-as-library", "-swift-version", "5", "-enable-testing",
        "-module-name", "MyApp", "-I", self.directory.path,
        "-emit-module-path", modules.appendingPathComponent("MyApp.swiftmodule").path, source,
      ])
    XCTAssertEqual(
      module.status, 0, "\(source) does not compile:\n\(module.output)", file: file, line: line)
    let typecheck = try Toolchain.run(
      swiftc,
      [
        "-typecheck", "-swift-version", "5", "-warnings-as-errors", "-I", self.directory.path,
        "-I", modules.path,
      ] + generated)
    XCTAssertEqual(
      typecheck.status, 0, "the generated \(what) do not type-check:\n" + typecheck.output,
      file: file, line: line)
  }
}
