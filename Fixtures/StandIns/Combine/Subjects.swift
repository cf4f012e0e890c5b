// Interface stand-in for Apple's Combine: subjects and basic publishers.

final public class CurrentValueSubject<Output, Failure>: Subject where Failure: Error {
    final public var value: Output
    public init(_ value: Output) { self.value = value }
    final public func send(subscription: Subscription) {}
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
    final public func send(_ input: Output) {}
    final public func send(completion: Subscribers.Completion<Failure>) {}
}

final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
    public init() {}
    final public func send(subscription: Subscription) {}
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
    final public func send(_ input: Output) {}
    final public func send(completion: Subscribers.Completion<Failure>) {}
}

@frozen public struct AnyPublisher<Output, Failure>: CustomStringConvertible where Failure: Error {
    public var description: String { fatalError("stand-in") }
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {}
}

extension AnyPublisher: Publisher {
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
        fatalError("stand-in")
    }
}

public struct AnySubscriber<Input, Failure>: Subscriber, CustomStringConvertible where Failure: Error {
    public let combineIdentifier: CombineIdentifier
    public var description: String { fatalError("stand-in") }
    public init<S>(_ s: S) where Input == S.Input, Failure == S.Failure, S: Subscriber { fatalError("stand-in") }
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) { fatalError("stand-in") }
    public func receive(subscription: Subscription) {}
    public func receive(_ value: Input) -> Subscribers.Demand { fatalError("stand-in") }
    public func receive(completion: Subscribers.Completion<Failure>) {}
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {}
}

extension Just: Equatable where Output: Equatable {}

extension Just {
    /// Real Combine specialises `map` on `Just` so the result stays a `Just`.
    public func map<T>(_ transform: (Output) -> T) -> Just<T> { fatalError("stand-in") }
}

public struct Empty<Output, Failure>: Publisher, Equatable where Failure: Error {
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public let completeImmediately: Bool
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

public struct Fail<Output, Failure>: Publisher where Failure: Error {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { self.error = failure }
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

public struct Deferred<DeferredPublisher>: Publisher where DeferredPublisher: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S>(subscriber: S) where S: Subscriber, DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {}
}

final public class Future<Output, Failure>: Publisher where Failure: Error {
    public typealias Promise = (Result<Output, Failure>) -> Void
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {}
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {}
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { fatalError("stand-in") }
}
