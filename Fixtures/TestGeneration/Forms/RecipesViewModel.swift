// A view model of our own whose state is a generic enum the app declares, named with its
// argument (`Loadable<[Recipe]>`): a test names the state as it is written, starts it in a case
// and checks the case each method leaves it in.
public enum Loadable<Value> {
  case idle
  case loading
  case loaded(Value)
  case failed(String)
}

public struct Recipe {
  public var title = ""

  public init() {}
}

public final class RecipesViewModel {
  public var state: Loadable<[Recipe]> = .idle

  public init() {}

  public func begin() {
    state = .loading
  }

  public func fail(reason: String) {
    state = .failed(reason)
  }

  public func reset() {
    state = .idle
  }
}
