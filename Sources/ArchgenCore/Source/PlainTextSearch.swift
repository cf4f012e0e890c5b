import Foundation

/// Foundation's `contains` and `replacingOccurrences` of one string in another, answered from
/// the bytes where that gives the same answer. Foundation searches through `NSString`, under
/// canonical equivalence, and bridges both strings on every call: test planning asks it
/// thousands of times per run. Where both strings are ASCII without a carriage return, every
/// character is one byte that composes with nothing, and the byte search agrees; any other pair
/// is still asked of Foundation.
package enum PlainTextSearch {
  /// Whether `text` contains `needle`, as `text.contains(needle)` answers it (an empty needle
  /// is contained nowhere).
  package static func contains(_ text: String, _ needle: String) -> Bool {
    guard !needle.isEmpty, isPlain(needle), isPlain(text) else { return text.contains(needle) }
    return ByteSearch.containsAny(text, [needle])
  }

  /// `text.replacingOccurrences(of: target, with: replacement)`: the text itself where the
  /// bytes show no `target` in it (the usual answer), else Foundation's replacement.
  package static func replacing(_ target: String, with replacement: String, in text: String)
    -> String
  {
    guard !target.isEmpty, isPlain(target), isPlain(text), !ByteSearch.containsAny(text, [target])
    else { return text.replacingOccurrences(of: target, with: replacement) }
    return text
  }

  /// ASCII without `\r` (which begins the one two-scalar character of ASCII, `\r\n`).
  private static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
  }
}
