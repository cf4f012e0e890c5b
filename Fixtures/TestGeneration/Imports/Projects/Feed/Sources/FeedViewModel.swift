// The feed project of an app split into Xcode projects: a view model built with the catalogue
// project's service. A stub of `CatalogueFetching` would name `Shelf` and the protocol, both of
// the other project's module, which the test file cannot import by a name any manifest gives:
// the tests get a placeholder for the service instead of a stub that does not compile.
final class FeedViewModel {
  enum Event {
    case open
    case close
  }

  enum State: Equatable {
    case closed
    case open
  }

  private(set) var state: State = .closed
  private let catalogue: CatalogueFetching

  init(catalogue: CatalogueFetching) {
    self.catalogue = catalogue
  }

  func send(_ event: Event) {
    switch (state, event) {
    case (.closed, .open): state = .open
    case (.open, .close): state = .closed
    default: break
    }
  }
}
