struct ShelfError: Error {}

extension ShelfReducer {
  func open(state: inout S, aisle: String) -> StoreAction? {
    guard state.items(aisle).isEmpty else { return nil }
    state[aisle].loading = true
    return A.stocked(aisle, [])
  }

  func stocked(state: inout S, aisle: String, items: [Int]) {
    state[aisle].items = items
    state[aisle].loading = false
    state.checkedAt = items.count
  }

  func failed(state: inout S, aisle: String) throws {
    state[aisle].loading = false
    throw ShelfError()
  }

  func clear(_ state: inout S) {
    state.checkedAt = 0
  }
}
