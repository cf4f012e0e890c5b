/// The hard cases every run starts with: an empty file, 10,000-deep nesting of each kind of
/// bracket (bare and inside a reducer, an enum payload and an environment read), trees deep
/// without brackets (a 500,000-member chain, 100,000 `else if`s and `as!` casts, issue 22), a
/// single line of several megabytes, NUL and non-UTF-8 bytes.
public struct FixedInputs: Sendable {
  public var nestingDepth: Int
  /// The size of the single line that is mostly one string literal.
  public var hugeLineBytes: Int
  /// The size of the single line of dense code (the costliest input to read).
  public var hugeTokenLineBytes: Int
  /// How many `else if`s and casts the deep inputs chain; the member chain has five times as many.
  public var deepLinks: Int

  public init(
    nestingDepth: Int = 10_000, hugeLineBytes: Int = 5_000_000,
    hugeTokenLineBytes: Int = 5_000_000, deepLinks: Int = 100_000
  ) {
    self.nestingDepth = nestingDepth
    self.hugeLineBytes = hugeLineBytes
    self.hugeTokenLineBytes = hugeTokenLineBytes
    self.deepLinks = deepLinks
  }

  /// What makes every reader parse a file: a marked enum, a reducer, an environment read.
  private static let readable =
    "// archgen:enum-props\nenum E { case a(Int), b }\n"
    + "func reduce(state: inout E, event: E) {\n  switch event {\n  case .a: state = .b\n"
    + "  case .b: break\n  }\n}\nlet env = CurrentEnvironment.env\n"

  private static let makers: [(kind: String, make: @Sendable (FixedInputs) -> [UInt8])] = [
    ("empty", { _ in [] }),
    ("nesting-paren", { $0.nested("(", ")") }),
    ("nesting-bracket", { $0.nested("[", "]") }),
    ("nesting-brace", { $0.nested("{", "}") }),
    ("nesting-unclosed", { Array(String(repeating: "([{", count: $0.nestingDepth / 3).utf8) }),
    (
      "nesting-in-reducer",
      {
        $0.nested(
          "(", ")",
          around: ".b",
          prefix: "func reduce(state: inout State, event: Event) {\n  switch event {\n  case .a:\n"
            + "    state = ", suffix: "\n  }\n}\n")
      }
    ),
    (
      "nesting-in-enum",
      { $0.nested("[", "]", around: "Int", prefix: "enum Deep {\n  case a(", suffix: ")\n}\n") }
    ),
    (
      "nesting-around-environment",
      {
        $0.nested("f(", ")", around: "CurrentEnvironment.env.api", prefix: "let x = ", suffix: "\n")
      }
    ),
    (
      "deep-member-chain",
      {
        Array(
          (readable + "let a = Current" + String(repeating: ".x", count: 5 * $0.deepLinks) + "\n")
            .utf8)
      }
    ),
    (
      "deep-else-if",
      {
        Array(
          (readable + "func f(x: Int) {\n  if x == 0 {\n  }"
            + (0..<$0.deepLinks).map { " else if x == \($0) {\n  }" }.joined() + "\n}\n").utf8)
      }
    ),
    (
      "deep-casts",
      {
        Array(
          (readable + "let y = x" + String(repeating: " as! Any", count: $0.deepLinks) + "\n").utf8)
      }
    ),
    ("nul-in-code", { _ in Array((readable + "// \u{0}\nlet z = CurrentEnvironment.env\n").utf8) }),
    ("huge-line-literal", { $0.hugeLiteralLine() }),
    ("huge-line-tokens", { $0.hugeTokenLine() }),
    ("nul-bytes", { _ in Array("struct A {}\n".utf8) + [0, 0, 0x73] }),
    ("non-utf8", { _ in Array("enum E { case a(".utf8) + [0xFF, 0xFE] + Array(") }\n".utf8) }),
    ("overlong-utf8", { _ in Array("let s = \"".utf8) + [0xC0, 0xAF] + Array("\"\n".utf8) }),
  ]

  public var count: Int { Self.makers.count }

  public func input(at index: Int) -> FuzzInput {
    let maker = Self.makers[index]
    return FuzzInput(index: index, kind: maker.kind, bytes: maker.make(self))
  }

  private func nested(
    _ open: String, _ close: String, around middle: String = "", prefix: String = "",
    suffix: String = ""
  ) -> [UInt8] {
    let text =
      prefix + String(repeating: open, count: nestingDepth) + middle
      + String(repeating: close, count: nestingDepth) + suffix
    return Array(text.utf8)
  }

  /// Code that every reader looks at, then one string literal filling the line.
  private func hugeLiteralLine() -> [UInt8] {
    let head =
      "enum E { case a(Int), b } ; func reduce(state: inout E, event: E) { switch event { "
      + "case .a: state = .b ; case .b: break } } ; let x = CurrentEnvironment.env ; let s = \""
    let body = String(repeating: "x", count: max(0, hugeLineBytes - head.utf8.count - 2))
    return Array((head + body + "\"\n").utf8)
  }

  /// One line of code tokens: enum cases, reducer cases and environment reads.
  private func hugeTokenLine() -> [UInt8] {
    var line = "enum E { case a(Int), b } ; func reduce(state: inout E, event: E) { switch event { "
    var index = 0
    while line.utf8.count < hugeTokenLineBytes - 40 {
      line += "case .a where x == \(index): state = .b ; let v\(index) = CurrentEnvironment.env ; "
      index += 1
    }
    return Array((line + "default: break } }\n").utf8)
  }
}
