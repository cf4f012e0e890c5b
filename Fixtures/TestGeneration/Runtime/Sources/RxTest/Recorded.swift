// Test runtime for the service fixtures (see Package.swift): RxTest's recorded events, written for
// this check under RxTest's names and signatures; not a copy of RxTest.

import RxSwift

public typealias TestTime = Int

/// A value and the virtual time it was recorded at.
public struct Recorded<Value>: CustomDebugStringConvertible {
  public let time: TestTime
  public let value: Value

  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded<Event<T>>(time: time, value: .next(element))
  }

  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded<Event<T>>(time: time, value: .completed)
  }
}

extension Event: Equatable where Element: Equatable {
  /// Equal elements, both completed, or errors that read the same.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return "\(left)" == "\(right)"
    default: return false
    }
  }
}

/// Records every event it receives with the scheduler's clock at that moment.
public final class TestableObserver<Element>: ObserverType {
  private let scheduler: TestScheduler
  public fileprivate(set) var events = [Recorded<Event<Element>>]()

  init(scheduler: TestScheduler) { self.scheduler = scheduler }

  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
