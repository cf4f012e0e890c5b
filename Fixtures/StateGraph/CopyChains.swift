// Issue 21 point 1: a value of the state type built from the state by a chain of copies, and the
// state's initializer called with some of the old state's fields.
protocol Mutating {}

extension Mutating {
  func mutate(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

struct Basket: Mutating {
  var items: [String] = []
  var removedIndex = 0
  var banner: Banner = .none
  var isEditing = false

  enum Banner { case none, added, removed, cleared }
}

enum BasketEvent { case add(String), remove(Int), clear, edit }

extension Basket {
  func removing(at index: Int) -> Basket {
    mutate { basket in
      basket.items.remove(at: index)
      basket.removedIndex = index
    }
  }

  func showing(_ banner: Banner) -> Basket {
    return mutate { $0.banner = banner }
  }
}

func reduceBasket(state: Basket, event: BasketEvent) -> Basket {
  switch event {
  case .add(let item):
    return state.mutate { $0.items.append(item) }.showing(.added)
  case .remove(let index):
    return state.removing(at: index).showing(.removed)
  case .clear:
    return state.showing(.cleared).mutate { $0.items = [] }
  case .edit:
    return state.mutate { $0.isEditing = true }
  }
}

struct Location {
  let isRequesting: Bool
  let status: Status
  let message: String?

  enum Status { case unknown, allowed, denied }
}

enum LocationEvent { case request, statusChanged(Location.Status), failed(String), reset }

enum LocationReducer {
  static func reduce(state: Location, event: LocationEvent) -> Location {
    var next = state
    switch event {
    case .request:
      next = requested(state: state)
    case .statusChanged(let status):
      next = Location(isRequesting: state.isRequesting, status: status, message: state.message)
    case .failed(let message):
      return Location(isRequesting: false, status: state.status, message: message)
    case .reset:
      return Location(isRequesting: false, status: .unknown, message: nil)
    }
    return next
  }

  private static func requested(state: Location) -> Location {
    Location(isRequesting: true, status: state.status, message: nil)
  }
}
