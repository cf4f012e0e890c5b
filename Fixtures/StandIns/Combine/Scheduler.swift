// Interface stand-in for Apple's Combine: the Scheduler protocol,
// ImmediateScheduler and the scheduling operators.

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions

    var now: Self.SchedulerTimeType { get }
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }

    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(
        after date: Self.SchedulerTimeType,
        tolerance: Self.SchedulerTimeType.Stride,
        options: Self.SchedulerOptions?,
        _ action: @escaping () -> Void
    )
    func schedule(
        after date: Self.SchedulerTimeType,
        interval: Self.SchedulerTimeType.Stride,
        tolerance: Self.SchedulerTimeType.Stride,
        options: Self.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { fatalError("stand-in") }
    public func schedule(after date: Self.SchedulerTimeType, _ action: @escaping () -> Void) { fatalError("stand-in") }
    public func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        fatalError("stand-in")
    }
    public func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Cancellable {
        fatalError("stand-in")
    }
}

public struct ImmediateScheduler: Scheduler {
    public struct SchedulerTimeType: Strideable {
        public func distance(to other: ImmediateScheduler.SchedulerTimeType) -> ImmediateScheduler.SchedulerTimeType.Stride { fatalError("stand-in") }
        public func advanced(by n: ImmediateScheduler.SchedulerTimeType.Stride) -> ImmediateScheduler.SchedulerTimeType { fatalError("stand-in") }

        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            public var magnitude: Int
            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            public init?<T>(exactly source: T) where T: BinaryInteger { magnitude = Int(source) }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { fatalError("stand-in") }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { fatalError("stand-in") }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { fatalError("stand-in") }
            public static func -= (lhs: inout Stride, rhs: Stride) { fatalError("stand-in") }
            public static func *= (lhs: inout Stride, rhs: Stride) { fatalError("stand-in") }
            public static func += (lhs: inout Stride, rhs: Stride) { fatalError("stand-in") }
            public static func seconds(_ s: Int) -> Stride { fatalError("stand-in") }
            public static func seconds(_ s: Double) -> Stride { fatalError("stand-in") }
            public static func milliseconds(_ ms: Int) -> Stride { fatalError("stand-in") }
            public static func microseconds(_ us: Int) -> Stride { fatalError("stand-in") }
            public static func nanoseconds(_ ns: Int) -> Stride { fatalError("stand-in") }
        }
    }

    public typealias SchedulerOptions = Never
    public static let shared: ImmediateScheduler = ImmediateScheduler()
    public var now: ImmediateScheduler.SchedulerTimeType { fatalError("stand-in") }
    public var minimumTolerance: ImmediateScheduler.SchedulerTimeType.Stride { fatalError("stand-in") }
    public func schedule(options: ImmediateScheduler.SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(
        after date: ImmediateScheduler.SchedulerTimeType,
        tolerance: ImmediateScheduler.SchedulerTimeType.Stride,
        options: ImmediateScheduler.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {}
    public func schedule(
        after date: ImmediateScheduler.SchedulerTimeType,
        interval: ImmediateScheduler.SchedulerTimeType.Stride,
        tolerance: ImmediateScheduler.SchedulerTimeType.Stride,
        options: ImmediateScheduler.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable { fatalError("stand-in") }
}

extension Publishers {
    public struct ReceiveOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    public struct SubscribeOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    public struct Debounce<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }

    public struct Delay<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }
}

extension Publisher {
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler {
        fatalError("stand-in")
    }

    public func subscribe<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> where S: Scheduler {
        fatalError("stand-in")
    }

    public func debounce<S>(
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> where S: Scheduler {
        fatalError("stand-in")
    }

    public func delay<S>(
        for interval: S.SchedulerTimeType.Stride,
        tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> where S: Scheduler {
        fatalError("stand-in")
    }
}
