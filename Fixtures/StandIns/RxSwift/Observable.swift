// Interface stand-in for RxSwift 6: Observable, Observer and Event.
// `Observable` is `public` (not `open`) with an internal initializer, so it can
// neither be instantiated nor subclassed from outside, as in RxSwift.

import Foundation

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> { fatalError("stand-in") }
}

public class Observable<Element>: ObservableType {
    init() {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObservable() -> Observable<Element> { self }
}

public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    public func onNext(_ element: Element) { fatalError("stand-in") }
    public func onCompleted() { fatalError("stand-in") }
    public func onError(_ error: Swift.Error) { fatalError("stand-in") }
    public func asObserver() -> AnyObserver<Element> { fatalError("stand-in") }
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        fatalError("stand-in")
    }
}

public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void
    public init(eventHandler: @escaping EventHandler) {}
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {}
    public func on(_ event: Event<Element>) {}
    public func asObserver() -> AnyObserver<Element> { self }
}

@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String { fatalError("stand-in") }
}

extension Event {
    public var isStopEvent: Bool { fatalError("stand-in") }
    public var element: Element? { fatalError("stand-in") }
    public var error: Swift.Error? { fatalError("stand-in") }
    public var isCompleted: Bool { fatalError("stand-in") }
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> { fatalError("stand-in") }
}

public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}

public enum RxError: Swift.Error, CustomDebugStringConvertible {
    case unknown
    case disposed(object: AnyObject)
    case overflow
    case argumentOutOfRange
    case noElements
    case moreThanOneElement
    case timeout
    public var debugDescription: String { fatalError("stand-in") }
}

public enum SubjectLifetimeScope {
    case whileConnected
    case forever
}

public protocol RxAbstractInteger: FixedWidthInteger {}
extension Int: RxAbstractInteger {}
extension Int8: RxAbstractInteger {}
extension Int16: RxAbstractInteger {}
extension Int32: RxAbstractInteger {}
extension Int64: RxAbstractInteger {}
extension UInt: RxAbstractInteger {}
extension UInt8: RxAbstractInteger {}
extension UInt16: RxAbstractInteger {}
extension UInt32: RxAbstractInteger {}
extension UInt64: RxAbstractInteger {}
