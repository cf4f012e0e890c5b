import Factory

struct CartBadge {
  var count: Int { Container.shared.cart().count }
}
