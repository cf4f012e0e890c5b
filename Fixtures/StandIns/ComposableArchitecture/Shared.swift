// The part of composable-architecture's `@Shared` that the fixtures and `archgen tests`'
// generated tests use, written for archgen (not the library's code): a wrapper initialized by
// its attribute's key (`@Shared(.settings) var settings: Settings`) or by a value
// (`Shared(value:)`), read through `wrappedValue` and changed only through `withLock`, as the
// library allows. A state of such a field takes a `Shared<Settings>` in its memberwise
// initializer, defaulted to the key's: a test that passed a bare `Settings` would not compile.

@propertyWrapper
public struct Shared<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private let box: Box

  public init(value: Value) { box = Box(value) }

  public init(_ key: SharedKey<Value>) { box = Box(key.initialValue) }

  public var wrappedValue: Value { box.value }

  public var projectedValue: Self { self }

  public func withLock<Result>(_ operation: (inout Value) throws -> Result) rethrows -> Result {
    try operation(&box.value)
  }
}

extension Shared: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Shared: @unchecked Sendable {}

/// A key naming where a shared value lives; here only the value it starts with.
public struct SharedKey<Value> {
  public let initialValue: Value

  public init(initialValue: Value) { self.initialValue = initialValue }
}
