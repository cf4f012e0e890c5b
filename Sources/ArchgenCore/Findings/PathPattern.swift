/// `*`-wildcard names (`*Builder`) and path globs (`**/Generated/**`, `Sources/*.swift`).
public enum PathPattern {
  /// Whether `name` matches `pattern`, where `*` matches any run of characters and `?` one.
  public static func matches(name: String, pattern: String) -> Bool {
    asciiWildcard(Substring(name).utf8, Substring(pattern).utf8)
      ?? wildcard(Array(name), Array(pattern))
  }

  /// Whether `path` matches `glob`. `**` spans any number of path components. A glob that does
  /// not start with `/` may match at any component boundary, and a glob naming a folder matches
  /// everything in it, so `Generated` matches `App/Generated/File.swift`; `./` is ignored.
  public static func matches(path: String, glob: String) -> Bool {
    matches(components(path), glob: glob)
  }

  /// Whether `path` matches any of `globs`; the path is split once for all of them.
  public static func matches(path: String, anyOf globs: [String]) -> Bool {
    guard !globs.isEmpty else { return false }
    let pathParts = components(path)
    return globs.contains { matches(pathParts, glob: $0) }
  }

  public static func matches(name: String, anyOf patterns: [String]) -> Bool {
    patterns.contains { matches(name: name, pattern: $0) }
  }

  private static func matches(_ pathParts: [Substring], glob: String) -> Bool {
    let globParts = components(glob)
    guard !globParts.isEmpty else { return false }
    if glob.hasPrefix("/") { return match(pathParts[...], globParts[...]) }
    for start in pathParts.indices where match(pathParts[start...], globParts[...]) {
      return true
    }
    return false
  }

  private static func components(_ path: String) -> [Substring] {
    path.split(separator: "/").filter { $0 != "." }
  }

  private static func match(_ path: ArraySlice<Substring>, _ glob: ArraySlice<Substring>) -> Bool {
    // A fully matched glob also matches everything below it: `Generated` excludes a folder.
    guard let head = glob.first else { return true }
    if head == "**" {
      let rest = glob.dropFirst()
      for start in path.startIndex...path.endIndex where match(path[start...], rest) {
        return true
      }
      return false
    }
    guard let first = path.first, componentMatches(first, head) else { return false }
    return match(path.dropFirst(), glob.dropFirst())
  }

  /// One path component against one glob component; a component without wildcards (most
  /// folder names) is compared as it is, and ASCII text (nearly every path) byte by byte,
  /// without the arrays of characters `wildcard` reads.
  private static func componentMatches(_ component: Substring, _ pattern: Substring) -> Bool {
    guard pattern.utf8.contains(where: { $0 == asterisk || $0 == question }) else {
      return component == pattern
    }
    if let matched = asciiWildcard(component.utf8, pattern.utf8) { return matched }
    return wildcard(Array(component), Array(pattern))
  }

  private static let asterisk = UInt8(ascii: "*")
  private static let question = UInt8(ascii: "?")

  /// `wildcard` over the bytes of ASCII text, where each byte is one character; nil when either
  /// side has other bytes (or a carriage return, which joins a following newline into one
  /// character), which `wildcard` reads as characters.
  private static func asciiWildcard(_ text: Substring.UTF8View, _ pattern: Substring.UTF8View)
    -> Bool?
  {
    let plain = { (byte: UInt8) in byte < 0x80 && byte != UInt8(ascii: "\r") }
    guard text.allSatisfy(plain), pattern.allSatisfy(plain) else { return nil }
    return text.withContiguousStorageIfAvailable { text in
      pattern.withContiguousStorageIfAvailable { pattern in
        wildcard(text, pattern, any: question, run: asterisk)
      }
    } ?? wildcard(Array(text), Array(pattern), any: question, run: asterisk)
  }

  private static func wildcard(_ text: [Character], _ pattern: [Character]) -> Bool {
    wildcard(text, pattern, any: "?", run: "*")
  }

  /// Whether `text` matches `pattern`, where `run` matches any run of elements and `any` one.
  private static func wildcard<Text: RandomAccessCollection>(
    _ text: Text, _ pattern: Text, any: Text.Element, run: Text.Element
  ) -> Bool where Text.Element: Equatable, Text.Index == Int {
    var t = 0
    var p = 0
    var starP = -1
    var starT = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == any || pattern[p] == text[t] {
        t += 1
        p += 1
      } else if p < pattern.count, pattern[p] == run {
        starP = p
        starT = t
        p += 1
      } else if starP >= 0 {
        p = starP + 1
        starT += 1
        t = starT
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == run { p += 1 }
    return p == pattern.count
  }
}
