// Added to the copy of Fixtures/StandIns/ComposableArchitecture for the real TCA features
// (archgen's real-reducer benchmark, not TCA's code): an app's own dependencies declared with
// `DependencyKey` and `DependencyValues`' subscript. Only tests run here, so a dependency reads
// its `testValue`; one that declares only a `liveValue` reports "no test implementation" to the
// running test, as swift-dependencies does, and gives its live value. Overrides are not kept.
import Testing
import XCTest

public protocol DependencyKey {
  associatedtype Value
  static var liveValue: Value { get }
  static var testValue: Value { get }
}

extension DependencyKey {
  public static var testValue: Value {
    let message = "@Dependency(\(Self.self)) has no test implementation, but was accessed from a test context"
    if Test.current != nil {
      Issue.record(Comment(rawValue: message))
    } else {
      XCTFail(message)
    }
    return liveValue
  }
}

extension DependencyValues {
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get { Key.testValue }
    set {}
  }
}
