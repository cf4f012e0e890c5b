/// `*`-wildcard names (`*Builder`) and path globs (`**/Generated/**`, `Sources/*.swift`).
public enum PathPattern {
  /// Whether `name` matches `pattern`, where `*` matches any run of characters and `?` one.
  public static func matches(name: String, pattern: String) -> Bool {
    wildcard(Array(name), Array(pattern))
  }

  /// Whether `path` matches `glob`. `**` spans any number of path components. A glob that does
  /// not start with `/` may match at any component boundary, and a glob naming a folder matches
  /// everything in it, so `Generated` matches `App/Generated/File.swift`; `./` is ignored.
  public static func matches(path: String, glob: String) -> Bool {
    let pathParts = components(path)
    let globParts = components(glob)
    guard !globParts.isEmpty else { return false }
    if glob.hasPrefix("/") { return match(pathParts[...], globParts[...]) }
    for start in pathParts.indices where match(pathParts[start...], globParts[...]) {
      return true
    }
    return false
  }

  public static func matches(path: String, anyOf globs: [String]) -> Bool {
    globs.contains { matches(path: path, glob: $0) }
  }

  public static func matches(name: String, anyOf patterns: [String]) -> Bool {
    patterns.contains { matches(name: name, pattern: $0) }
  }

  private static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init).filter { $0 != "." }
  }

  private static func match(_ path: ArraySlice<String>, _ glob: ArraySlice<String>) -> Bool {
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
  /// folder names) is compared as it is, without the arrays `wildcard` reads.
  private static func componentMatches(_ component: String, _ pattern: String) -> Bool {
    guard pattern.contains(where: { $0 == "*" || $0 == "?" }) else { return component == pattern }
    return wildcard(Array(component), Array(pattern))
  }

  private static func wildcard(_ text: [Character], _ pattern: [Character]) -> Bool {
    var t = 0
    var p = 0
    var starP = -1
    var starT = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        t += 1
        p += 1
      } else if p < pattern.count, pattern[p] == "*" {
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
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
