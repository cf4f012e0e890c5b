import ArchgenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// The test framework generated tests use.
public enum TestFramework: String, Sendable, CaseIterable, Encodable {
  case xctest
  case swiftTesting = "swift-testing"

  /// What the project's tests import: Swift Testing when more files import `Testing` than
  /// `XCTest`, else XCTest.
  public static func detect(in sources: [SourceText]) -> TestFramework {
    var testing = 0
    var xctest = 0
    for source in sources {
      for module in imports(source.text) {
        if module == "Testing" { testing += 1 }
        if module == "XCTest" { xctest += 1 }
      }
    }
    return testing > xctest ? .swiftTesting : .xctest
  }

  /// At most this many test files are read, and of each only its head.
  public static let fileLimit = 200
  package static let headBytes = 4096

  /// What the test files below `folder` import (files named `…Tests.swift` or `…Test.swift`,
  /// at most `fileLimit` of them, in path order), reading only the head of each, where the
  /// imports are: never a whole file, so a deep or large file below costs nothing.
  public static func detect(testFilesBelow folder: String) -> TestFramework {
    let found = SwiftFileFinder().files(in: [folder]).files
    let tests = found.filter { path in
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      return name.hasSuffix("Tests") || name.hasSuffix("Test")
    }.sorted().prefix(fileLimit)
    return detect(
      in: tests.compactMap { path in
        head(of: path).map { SourceText(path: path, text: $0) }
      })
  }

  /// The first `headBytes` of a file, cut at its last whole line.
  private static func head(of path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: headBytes) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard data.count == headBytes, let cut = text.lastIndex(of: "\n") else { return text }
    return String(text[..<cut])
  }

  /// The modules the top-level `import` declarations of `text` name (a file's head, for the
  /// files below an output folder).
  package static func imports(_ text: String) -> [String] {
    Parser.parse(source: text).statements.compactMap {
      $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription
    }
  }
}
