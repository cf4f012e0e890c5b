// Test runtime for the service fixtures (see Package.swift): RxSwift's scheduler protocols,
// written for this check under RxSwift's names and signatures; not a copy of RxSwift.

import Dispatch
import Foundation

public typealias RxTimeInterval = DispatchTimeInterval
public typealias RxTime = Date

/// Runs work now (or as soon as it can, in order).
public protocol ImmediateSchedulerType {
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
}

/// Runs work now or after a delay, and tells the time.
public protocol SchedulerType: ImmediateSchedulerType {
  var now: RxTime { get }
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable
}

extension DispatchTimeInterval {
  /// The interval in seconds (`.never` as infinity).
  var seconds: TimeInterval {
    switch self {
    case .seconds(let value): return TimeInterval(value)
    case .milliseconds(let value): return TimeInterval(value) / 1e3
    case .microseconds(let value): return TimeInterval(value) / 1e6
    case .nanoseconds(let value): return TimeInterval(value) / 1e9
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }
}
