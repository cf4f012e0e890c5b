struct Aisle {
  var items: [Int] = []
  var loading = false
}

struct ShelfState {
  var aisles: [String: Aisle] = [:]
  var checkedAt = 0

  subscript(aisle: String) -> Aisle {
    get { aisles[aisle] ?? Aisle() }
    set { aisles[aisle] = newValue }
  }

  func items(_ aisle: String) -> [Int] { self[aisle].items }
}
