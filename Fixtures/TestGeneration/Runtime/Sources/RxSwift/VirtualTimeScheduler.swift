// Test runtime for the service fixtures (see Package.swift): RxSwift's virtual time scheduler (the
// base of RxTest's TestScheduler), written for this check under RxSwift's names and signatures;
// not a copy of RxSwift. Work waits in a queue until the clock is advanced past its due time.

import Foundation

public enum VirtualTimeComparison {
  case lessThan
  case equal
  case greaterThan
}

/// Converts between virtual time and real time.
public protocol VirtualTimeConverterType {
  associatedtype VirtualTimeUnit
  associatedtype VirtualTimeIntervalUnit

  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
  public typealias VirtualTime = Converter.VirtualTimeUnit
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private struct Item {
    let time: VirtualTime
    let order: Int
    let run: () -> Void
    var isCancelled: () -> Bool
  }

  private let converter: Converter
  private var items: [Item] = []
  private var scheduled = 0
  private var running = false

  /// The virtual time now.
  public private(set) var clock: VirtualTime

  public var now: RxTime { converter.convertFromVirtualTime(clock) }

  public init(initialClock: VirtualTime, converter: Converter) {
    clock = initialClock
    self.converter = converter
  }

  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .microseconds(0), action: action)
  }

  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelativeVirtual(
      state, dueTime: converter.convertToVirtualTimeInterval(dueTime.seconds), action: action)
  }

  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(
      state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
  }

  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    var cancelled = false
    var result: Disposable?
    scheduled += 1
    items.append(
      Item(
        time: adjustScheduledTime(time), order: scheduled,
        run: { result = action(state) }, isCancelled: { cancelled }))
    return Disposables.create {
      cancelled = true
      result?.dispose()
    }
  }

  /// Where a subclass moves work due now or earlier (TestScheduler: one tick later).
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

  /// Runs everything scheduled, advancing the clock to each item's time.
  public func start() {
    runItems(until: nil)
  }

  /// Runs the work due up to `virtualTime`, in time order, then sets the clock to it.
  public func advanceTo(_ virtualTime: VirtualTime) {
    runItems(until: virtualTime)
    if converter.compareVirtualTime(clock, virtualTime) == .lessThan { clock = virtualTime }
  }

  /// Moves the clock forward without running anything.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    clock = converter.offsetVirtualTime(clock, offset: virtualInterval)
  }

  /// Stops a running `start()` or `advanceTo(_:)` after the current item.
  public func stop() {
    running = false
  }

  private func runItems(until limit: VirtualTime?) {
    precondition(!running, "VirtualTimeScheduler is already running")
    running = true
    defer { running = false }
    while running, let index = nextIndex(until: limit) {
      let item = items.remove(at: index)
      guard !item.isCancelled() else { continue }
      if converter.compareVirtualTime(clock, item.time) == .lessThan { clock = item.time }
      item.run()
    }
  }

  /// The earliest item due by `limit` (first scheduled first among equal times).
  private func nextIndex(until limit: VirtualTime?) -> Int? {
    var best: Int?
    for (index, item) in items.enumerated() {
      if let limit, converter.compareVirtualTime(item.time, limit) == .greaterThan { continue }
      if let current = best {
        let order = converter.compareVirtualTime(item.time, items[current].time)
        if order == .lessThan || (order == .equal && item.order < items[current].order) {
          best = index
        }
      } else {
        best = index
      }
    }
    return best
  }
}
