// Interface stand-in for RxTest 6: TestScheduler and its time converter.
// Virtual time and intervals are `Int` (`TestTime`). The scheduler exposes
// `VirtualTime` / `VirtualTimeInterval` (inherited typealiases); only the
// converter has `VirtualTimeUnit` / `VirtualTimeIntervalUnit`.

import Foundation
import RxSwift

public typealias TestTime = Int

public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    init(resolution: Double) {}

    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { fatalError("stand-in") }
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { fatalError("stand-in") }
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval { fatalError("stand-in") }
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit { fatalError("stand-in") }
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit { fatalError("stand-in") }
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison { fatalError("stand-in") }
}

public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    public struct Defaults {
        public static let created = 100
        public static let subscribed = 200
        public static let disposed = 1000
    }

    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        fatalError("stand-in")
    }

    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        fatalError("stand-in")
    }

    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> { fatalError("stand-in") }

    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {}

    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        fatalError("stand-in")
    }

    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        fatalError("stand-in")
    }

    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        fatalError("stand-in")
    }
}
