// A stand-in for the part of RxSwift the copied reactors' `mutate` bodies name, written for
// archgen's real-reducer benchmark (not RxSwift's code). Only `reduce` runs in the tests;
// these members type-check the rest of the reactor and never emit.
import Dispatch

public final class Observable<Element> {
  public init() {}
  public static func just(_ element: Element) -> Observable<Element> { Observable() }
  public static func empty() -> Observable<Element> { Observable() }
  public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable()
  }
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    Observable()
  }
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable()
  }
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    Observable()
  }
  public static func of(_ elements: Element...) -> Observable<Element> { Observable() }
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Observable<Result>()
  }
  public func flatMap<Result>(
    _ selector: @escaping (Element) throws -> Observable<Result>
  ) -> Observable<Result> {
    Observable<Result>()
  }
  public func delay(_ dueTime: DispatchTimeInterval, scheduler: MainScheduler) -> Observable<
    Element
  > {
    self
  }
}

extension Observable {
  public func merge<Inner>() -> Observable<Inner> where Element == Observable<Inner> {
    Observable<Inner>()
  }
}

public final class MainScheduler {
  public static let instance = MainScheduler()
}

public final class DisposeBag {
  public init() {}
}
