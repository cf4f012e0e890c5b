// Interface stand-in for RxSwift 6: virtual time scheduling (base of RxTest's
// TestScheduler). Its public typealiases are `VirtualTime` and
// `VirtualTimeInterval`; there is no `VirtualTimeIntervalUnit` on the scheduler.

import Foundation

public enum VirtualTimeComparison {
    case lessThan
    case equal
    case greaterThan
}

public protocol VirtualTimeConverterType {
    associatedtype VirtualTimeUnit
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    public var now: RxTime { fatalError("stand-in") }
    public var clock: VirtualTime { fatalError("stand-in") }

    public init(initialClock: VirtualTime, converter: Converter) {}

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        fatalError("stand-in")
    }
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        fatalError("stand-in")
    }
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        fatalError("stand-in")
    }
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }
    public func start() {}
    public func advanceTo(_ virtualTime: VirtualTime) {}
    public func sleep(_ virtualInterval: VirtualTimeInterval) {}
    public func stop() {}
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    public var debugDescription: String { fatalError("stand-in") }
}
