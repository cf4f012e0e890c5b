// Interface stand-in for the team's ObservableProperty (FeedbackSystem module).

import RxRelay
import RxSwift

/// A read-only observable value: it always has a current `value`, and
/// subscribing replays that value followed by every later one.
///
/// Stores expose their state as `ObservableProperty<State>` so callers can
/// read the current state synchronously or observe changes, but never set it.
public final class ObservableProperty<Element>: ObservableType {
    /// Wraps a relay that owns the value; only its owner can change it.
    public init(_ relay: BehaviorRelay<Element>) {
        fatalError("stand-in")
    }

    /// The latest value (read-only).
    public var value: Element { fatalError("stand-in") }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }

    /// The current value followed by every change.
    public func asObservable() -> Observable<Element> { fatalError("stand-in") }
}
