// Interface stand-in for Apple's Combine: ObservableObject and @Published.

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where Self.ObjectWillChangePublisher.Failure == Never

    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError("stand-in") }
}

final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {}
    final public func send() {}
}

/// `@Published` only works inside classes: like the real wrapper, plain
/// `wrappedValue` access is unavailable and the enclosing-instance subscript
/// requires `AnyObject`.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {}
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
}
