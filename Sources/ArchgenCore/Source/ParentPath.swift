extension FileSystem {
  /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it on macOS: `a/b`
  /// for `a/b/c`, `/` for `/a`, the empty string for `a`. Pure Swift, because
  /// swift-corelibs-foundation (Swift 6.3 on Linux) traps on a one-character path such as `T` or
  /// `T/`, so `archgen scene Login --output-dir X` crashed there.
  public static func parentPath(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    if trimmed == "/" { return "/" }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var parent = trimmed[..<slash]
    while parent.count > 1 && parent.hasSuffix("/") { parent = parent.dropLast() }
    return parent.isEmpty ? "/" : String(parent)
  }
}
