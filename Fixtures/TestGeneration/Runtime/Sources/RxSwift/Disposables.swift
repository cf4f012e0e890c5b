// Test runtime for the service fixtures (see Package.swift): RxSwift's disposables, written for
// this check under RxSwift's names and signatures; not a copy of RxSwift.

/// A subscription or scheduled work that can be cancelled.
public protocol Disposable {
  func dispose()
}

/// Runs its action once, on the first `dispose()`.
private final class AnonymousDisposable: Disposable {
  private var action: (() -> Void)?

  init(_ action: (() -> Void)?) { self.action = action }

  func dispose() {
    let action = self.action
    self.action = nil
    action?()
  }
}

public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> Disposable { AnonymousDisposable(nil) }

  /// A disposable that runs `dispose` once.
  public static func create(with dispose: @escaping () -> Void) -> Disposable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes all of `disposables`.
  public static func create(_ disposables: Disposable...) -> Disposable {
    AnonymousDisposable {
      for disposable in disposables { disposable.dispose() }
    }
  }
}

/// Disposes what it holds when it is deallocated.
public final class DisposeBag {
  private var disposables: [Disposable] = []

  public init() {}

  public func insert(_ disposable: Disposable) {
    disposables.append(disposable)
  }

  deinit {
    for disposable in disposables { disposable.dispose() }
  }
}

extension Disposable {
  /// Adds `self` to `bag`, to be disposed with it.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
