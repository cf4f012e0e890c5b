// composable-architecture's `IdentifiedArrayOf` (from swift-identified-collections), the part
// archgen's generated tests use, written for archgen: built from an array literal, compared,
// read by index and by id.

public struct IdentifiedArray<ID: Hashable, Element> {
  public private(set) var elements: [Element]
  private let id: (Element) -> ID

  public init(uncheckedUniqueElements elements: [Element], id: @escaping (Element) -> ID) {
    self.elements = elements
    self.id = id
  }

  public subscript(id wanted: ID) -> Element? {
    elements.first { id($0) == wanted }
  }

  public var count: Int { elements.count }
}

extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, ID == Element.ID {
  public init(arrayLiteral elements: Element...) {
    self.init(uncheckedUniqueElements: elements, id: \.id)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
