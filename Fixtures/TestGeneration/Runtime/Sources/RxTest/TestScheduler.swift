// Test runtime for the service fixtures (see Package.swift): RxTest's TestScheduler, written for
// this check under RxTest's names and signatures; not a copy of RxTest. Virtual time is an `Int`;
// work scheduled for now runs one tick later (the simulated processing delay), so nothing
// scheduled on it runs until the test advances the clock.

import Foundation
import RxSwift
import XCTest

public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
  public typealias VirtualTimeUnit = Int
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  init(resolution: Double) { self.resolution = resolution }

  public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
  }

  public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
    Int((time.timeIntervalSince1970 / resolution).rounded())
  }

  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  {
    TimeInterval(virtualTimeInterval) * resolution
  }

  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  {
    Int((timeInterval / resolution).rounded())
  }

  public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  {
    time + offset
  }

  public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
  {
    lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
  }
}

public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
  private let simulateProcessingDelay: Bool

  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// An observer that records events with the virtual time they arrive at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Runs `action` when the clock reaches `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Work due now or earlier runs one tick later when the processing delay is simulated.
  override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }
}

/// Fails unless `stream` is exactly `.next` events of `elements`, in order.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertRecordedElements<T: Equatable>(
  _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #file, line: UInt = #line
) {
  let recorded = stream.map(\.value)
  let expected = elements.map { Event.next($0) }
  XCTAssertEqual(recorded, expected, file: file, line: line)
}
