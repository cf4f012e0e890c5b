// Added to the copy of Fixtures/StandIns/ComposableArchitecture for the real TCA features
// (archgen's real-reducer benchmark, not TCA's code): `@Dependency`, `DependencyValues` (the
// features' own keys are added by each package's Support file), and the effect operators
// `.cancel(id:)` and `.cancellable(id:)`, recorded as `.none` since effects never run here.
@propertyWrapper
public struct Dependency<Value> {
  let keyPath: KeyPath<DependencyValues, Value>

  public init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

public struct DependencyValues: Sendable {
  public static let current = DependencyValues()
  public var continuousClock: ContinuousClock { ContinuousClock() }
}

extension Effect {
  public static func cancel(id: some Hashable & Sendable) -> Self { .none }
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    self
  }
}

extension Result where Failure == any Error {
  /// `Result { try await … }`, as TCA's extension of `Result` allows in effects.
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
