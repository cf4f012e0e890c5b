import Foundation
import XCTest

/// Runs the Swift toolchain's own programs (`swiftc`, `swift format`) from tests.
public enum Toolchain {
  /// The directory holding `swiftc`: next to the `swift` that runs the tests, else on PATH.
  public static let binDirectory: URL? = Subprocess.which(
    "swiftc", fallbacks: ["/opt/swift/usr/bin"]
  )?.deletingLastPathComponent()

  public static func swiftc() throws -> String {
    guard let bin = binDirectory else { throw XCTSkip("swiftc not found on PATH") }
    return bin.appendingPathComponent("swiftc").path
  }

  /// Runs `executable` with its standard output and error in one `output`.
  @discardableResult
  public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil)
    throws -> Subprocess.Result
  {
    try Subprocess.run(
      URL(fileURLWithPath: executable), arguments, in: directory, mergingOutput: true)
  }
}
