// Interface stand-in for Apple's Combine: DispatchQueue and RunLoop as schedulers
// (on iOS these conformances ship with Combine/Foundation).

import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride { fatalError("stand-in") }
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType { fatalError("stand-in") }
        public init(from decoder: Decoder) throws { fatalError("stand-in") }
        public func encode(to encoder: Encoder) throws { fatalError("stand-in") }
        public func hash(into hasher: inout Hasher) { fatalError("stand-in") }
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { fatalError("stand-in") }

        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            public var magnitude: Int
            public var timeInterval: DispatchTimeInterval { fatalError("stand-in") }
            public init(_ timeInterval: DispatchTimeInterval) { fatalError("stand-in") }
            public init(floatLiteral value: Double) { fatalError("stand-in") }
            public init(integerLiteral value: Int) { fatalError("stand-in") }
            public init?<T>(exactly source: T) where T: BinaryInteger { fatalError("stand-in") }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { fatalError("stand-in") }
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

    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { fatalError("stand-in") }
    public var now: DispatchQueue.SchedulerTimeType { fatalError("stand-in") }
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType,
        tolerance: DispatchQueue.SchedulerTimeType.Stride,
        options: DispatchQueue.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {}
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType,
        interval: DispatchQueue.SchedulerTimeType.Stride,
        tolerance: DispatchQueue.SchedulerTimeType.Stride,
        options: DispatchQueue.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable { fatalError("stand-in") }
}

extension RunLoop: Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride { fatalError("stand-in") }
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType { fatalError("stand-in") }

        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable, SchedulerTimeIntervalConvertible {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval
            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { magnitude }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init?<T>(exactly source: T) where T: BinaryInteger { fatalError("stand-in") }
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

    public struct SchedulerOptions {}

    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { fatalError("stand-in") }
    public var now: RunLoop.SchedulerTimeType { fatalError("stand-in") }
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(
        after date: RunLoop.SchedulerTimeType,
        tolerance: RunLoop.SchedulerTimeType.Stride,
        options: RunLoop.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {}
    public func schedule(
        after date: RunLoop.SchedulerTimeType,
        interval: RunLoop.SchedulerTimeType.Stride,
        tolerance: RunLoop.SchedulerTimeType.Stride,
        options: RunLoop.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable { fatalError("stand-in") }
}
