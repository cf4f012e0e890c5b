// Test runtime for the service fixtures (see Package.swift): RxSwift's `Event`, written for this
// check under RxSwift's names and signatures; not a copy of RxSwift.

/// One element of a sequence, or its end.
@frozen public enum Event<Element> {
  case next(Element)
  case error(Swift.Error)
  case completed

  /// The element of a `.next` event.
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error of an `.error` event.
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// `.error` or `.completed`: nothing follows.
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }
}
