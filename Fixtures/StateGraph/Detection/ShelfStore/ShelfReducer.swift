protocol StoreAction {}

enum ShelfAction: StoreAction {
  case open(String)
  case stocked(String, [Int])
  case failed(String)
  case clear
}

final class ShelfReducer {
  typealias S = ShelfState
  typealias A = ShelfAction

  func reduce(state: inout S, action: StoreAction) throws -> StoreAction? {
    if let action = action as? A {
      switch action {
      case .open(let aisle):
        return open(state: &state, aisle: aisle)
      case .stocked(let aisle, let items):
        stocked(state: &state, aisle: aisle, items: items)
      case .failed(let aisle):
        try failed(state: &state, aisle: aisle)
      case .clear:
        clear(&state)
      }
    }
    return nil
  }
}
