import ArchgenCore

extension GeneratedTest {
  /// Whether the lines a test runs name `text`.
  func mentions(_ text: String) -> Bool {
    ([start, act] + path).contains { PlainTextSearch.contains($0, text) }
  }

  /// `text` replaced by `replacement` in every line the test runs.
  mutating func replace(_ text: String, with replacement: String) {
    start = start.replacingOccurrences(of: text, with: replacement)
    act = act.replacingOccurrences(of: text, with: replacement)
    path = path.map { $0.replacingOccurrences(of: text, with: replacement) }
  }
}
