// Interface stand-in for RxCocoa 6.
// Importing RxCocoa also imports RxRelay, as in the real framework. It does not
// re-export RxSwift: files using Observable etc. still `import RxSwift`.

@_exported import RxRelay
import RxSwift
import UIKit

public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    case unknown
    case invalidOperation(object: Any)
    case itemsNotYetBound(object: Any)
    case invalidPropertyName(object: Any, propertyName: String)
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    case errorDuringSwizzling
    case castingError(object: Any, targetType: Any.Type)
    public var debugDescription: String { fatalError("stand-in") }
}

public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObservable() -> Observable<Element> { fatalError("stand-in") }
    public func asControlEvent() -> ControlEvent<Element> { self }
}

public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}

public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public var changed: ControlEvent<PropertyType> { fatalError("stand-in") }
    public func asObservable() -> Observable<Element> { fatalError("stand-in") }
    public func asControlProperty() -> ControlProperty<Element> { self }
    public func on(_ event: Event<Element>) {}
}

extension ControlPropertyType where Element == String? {
    public var orEmpty: ControlProperty<String> { fatalError("stand-in") }
}

extension ControlEvent {
    public func asDriver() -> Driver<Element> { fatalError("stand-in") }
    public func asSignal() -> Signal<Element> { fatalError("stand-in") }
}

extension ControlProperty {
    public func asDriver() -> Driver<Element> { fatalError("stand-in") }
}
