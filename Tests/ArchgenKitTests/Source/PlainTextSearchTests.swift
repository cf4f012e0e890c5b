import Foundation
import XCTest

@testable import ArchgenKit

/// The byte answers of `PlainTextSearch` are Foundation's, on ASCII and on the texts it leaves
/// to Foundation (composed and combining characters, `\r\n`, empty strings).
final class PlainTextSearchTests: XCTestCase {
  private let pairs: [(text: String, needle: String)] = [
    ("AppDependency.shared.provider.load()", "AppDependency.shared.provider"),
    ("AppDependency.shared.providers", "AppDependency.shared.provider"),
    ("let store = Store()", "AppDependency.shared.provider"),
    ("Self.State", "Self."),
    ("Counter.State", "Self."),
    ("", "Self."),
    ("Self.", ""),
    ("", ""),
    ("caf\u{E9}.value", "cafe\u{301}"),
    ("cafe\u{301}.value", "caf\u{E9}"),
    ("cafe\u{301}", "cafe"),
    ("a\r\nb", "a\r"),
    ("a\r\nb", "\nb"),
    ("a\rb", "a\rb"),
  ]

  func testContainsAgreesWithFoundation() {
    for (text, needle) in pairs {
      XCTAssertEqual(
        PlainTextSearch.contains(text, needle), text.contains(needle), "\(text) / \(needle)")
    }
    XCTAssertTrue(PlainTextSearch.contains("x = AppDependency.shared.api", "shared.api"))
    XCTAssertFalse(PlainTextSearch.contains("x = AppDependency.shared.ap", "shared.api"))
  }

  func testReplacingAgreesWithFoundation() {
    for (text, needle) in pairs {
      XCTAssertEqual(
        PlainTextSearch.replacing(needle, with: "", in: text),
        text.replacingOccurrences(of: needle, with: ""), "\(text) / \(needle)")
    }
    XCTAssertEqual(PlainTextSearch.replacing("Self.", with: "", in: "Self.State"), "State")
  }
}
