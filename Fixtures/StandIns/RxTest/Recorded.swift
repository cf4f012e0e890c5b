// Interface stand-in for RxTest 6: recorded events, testable observers and
// observables, subscriptions, and Equatable conformances for events.

import RxSwift

public struct Recorded<Value>: CustomDebugStringConvertible {
    public let time: TestTime
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String { fatalError("stand-in") }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .next(element))
    }

    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .completed)
    }

    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .error(error))
    }

    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}

extension Event: @retroactive Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool { fatalError("stand-in") }
}

public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    public let subscribe: Int
    public let unsubscribe: Int
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
    public var debugDescription: String { fatalError("stand-in") }
}

public final class TestableObserver<Element>: ObserverType {
    public fileprivate(set) var events = [Recorded<Event<Element>>]()
    init() {}
    public func on(_ event: Event<Element>) {}
}

public class TestableObservable<Element>: ObservableType {
    public let recordedEvents: [Recorded<Event<Element>>]
    public internal(set) var subscriptions: [Subscription]
    init(recordedEvents: [Recorded<Event<Element>>]) {
        self.recordedEvents = recordedEvents
        self.subscriptions = []
    }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
}
