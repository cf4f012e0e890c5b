// Interface stand-in for Apple's Combine: core protocols.
// Declarations follow the iOS SDK interface; bodies never run.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        fatalError("stand-in")
    }

    public func subscribe<S>(_ subject: S) -> AnyCancellable where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output {
        fatalError("stand-in")
    }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() {}
    public init(_ obj: AnyObject) {}
    public var description: String { fatalError("stand-in") }
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { fatalError("stand-in") }
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    func receive(subscription: Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

public protocol Cancellable {
    func cancel()
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public enum Subscriptions {
    public static var empty: Subscription { fatalError("stand-in") }
}

final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public init<C>(_ canceller: C) where C: Cancellable {}
    final public func cancel() {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
    final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        fatalError("stand-in")
    }

    final public func store(in set: inout Set<AnyCancellable>) {
        fatalError("stand-in")
    }
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: Subscription)
}

extension Subject where Self.Output == Void {
    public func send() { fatalError("stand-in") }
}

public enum Subscribers {}

extension Subscribers {
    @frozen public enum Completion<Failure> where Failure: Error {
        case finished
        case failure(Failure)
    }

    @frozen public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        public static let unlimited: Subscribers.Demand = Demand(raw: .max)
        public static let none: Subscribers.Demand = Demand(raw: 0)
        public static func max(_ value: Int) -> Subscribers.Demand { Demand(raw: UInt(value)) }
        public var max: Int? { fatalError("stand-in") }
        public var description: String { fatalError("stand-in") }

        let raw: UInt
        init(raw: UInt) { self.raw = raw }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.raw < rhs.raw }
        public static func + (lhs: Demand, rhs: Demand) -> Demand { fatalError("stand-in") }
        public static func + (lhs: Demand, rhs: Int) -> Demand { fatalError("stand-in") }
        public static func += (lhs: inout Demand, rhs: Demand) { fatalError("stand-in") }
        public static func += (lhs: inout Demand, rhs: Int) { fatalError("stand-in") }
        public static func - (lhs: Demand, rhs: Demand) -> Demand { fatalError("stand-in") }
        public static func - (lhs: Demand, rhs: Int) -> Demand { fatalError("stand-in") }
        public static func -= (lhs: inout Demand, rhs: Demand) { fatalError("stand-in") }
        public static func -= (lhs: inout Demand, rhs: Int) { fatalError("stand-in") }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

extension Subscribers {
    final public class Sink<Input, Failure>: Subscriber, Cancellable, CustomStringConvertible where Failure: Error {
        final public var receiveValue: (Input) -> Void { fatalError("stand-in") }
        final public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { fatalError("stand-in") }
        public init(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void)) {}
        final public var description: String { fatalError("stand-in") }
        final public func receive(subscription: Subscription) {}
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError("stand-in") }
        final public func receive(completion: Subscribers.Completion<Failure>) {}
        final public func cancel() {}
    }

    final public class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        final public var object: Root? { fatalError("stand-in") }
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) { self.keyPath = keyPath }
        final public var description: String { fatalError("stand-in") }
        final public func receive(subscription: Subscription) {}
        final public func receive(_ value: Input) -> Subscribers.Demand { fatalError("stand-in") }
        final public func receive(completion: Subscribers.Completion<Never>) {}
        final public func cancel() {}
    }
}

extension Publisher {
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable {
        fatalError("stand-in")
    }
}

extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        fatalError("stand-in")
    }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable {
        fatalError("stand-in")
    }

    public func assign(to published: inout Published<Self.Output>.Publisher) {
        fatalError("stand-in")
    }
}
