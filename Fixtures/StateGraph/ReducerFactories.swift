// Issue 11 point 3: reducers built by factories and stored in properties.
struct Reducer<State, Event> {
  let reduce: (inout State, Event) -> Void
  init(_ reduce: @escaping (inout State, Event) -> Void) { self.reduce = reduce }
}

enum Door {
  enum State { case closed, open, locked }
  enum Event { case push, pull, lock }

  // A static factory returning `.init { }`.
  static func reducer() -> Reducer<State, Event> {
    .init { state, event in
      switch (state, event) {
      case (.closed, .push): state = .open
      case (.open, .pull): state = .closed
      case (.closed, .lock): state = .locked
      default: break
      }
    }
  }
}

enum Lamp {
  enum State { case off, on }
  enum Event { case toggle }

  // A stored reducer.
  static let reducer = Reducer<State, Event> { state, event in
    switch event {
    case .toggle: state = state == .on ? .off : .on
    }
  }
}

// A generic factory over a dictionary state.
enum CacheAction<Item: Identifiable> { case store(Item), evict(Item.ID), clear }

func cacheReducer<Item: Identifiable>() -> Reducer<[Item.ID: Item], CacheAction<Item>> {
  .init { state, action in
    switch action {
    case let .store(item): state[item.id] = item
    case let .evict(id): state[id] = nil
    case .clear: state.removeAll()
    }
  }
}

// A closure that names its event `_` and switches on the state alone.
enum Signal {
  enum State { case red, green, amber }

  static let cycle = Reducer<State, Void> { state, _ in
    switch state {
    case .red: state = .green
    case .green: state = .amber
    case .amber: state = .red
    }
  }
}
