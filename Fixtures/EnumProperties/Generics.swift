// Generic enums, one of them with a parameter named like a standard type.
// archgen:enum-props
enum Box<Element> {
  case empty
  case full(Element)
  case pair(first: Element, second: Element)
}

struct Shelf {
  struct Element {}

  // `Element` here is the generic parameter, not `Shelf.Element`.
  // archgen:enum-props
  enum Slot<Element> {
    case holding(Element)
    case vacant
  }
}
