/// One input for the readers: the bytes of a Swift file, and how they were made.
public struct FuzzInput: Sendable {
  /// Its position in the run; with the run's seed it makes the same input again.
  public var index: Int
  /// The mutation that made it (`truncated`, `deleted-token`, `nesting-paren`, ...).
  public var kind: String
  public var bytes: [UInt8]

  public init(index: Int, kind: String, bytes: [UInt8]) {
    self.index = index
    self.kind = kind
    self.bytes = bytes
  }

  /// The file name the readers see, which every diagnostic about it must carry.
  public var path: String { "Fuzz/\(index)-\(kind).swift" }
}
