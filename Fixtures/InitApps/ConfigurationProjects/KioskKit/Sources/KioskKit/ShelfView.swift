import SwiftUI

public struct Shelf {
  public var items: [String]
  public init(items: [String]) { self.items = items }
}

public struct ShelfView: View {
  let shelf: Shelf
  public init(shelf: Shelf) { self.shelf = shelf }

  public var body: some View {
    List(shelf.items, id: \.self) { Text($0) }
  }
}
