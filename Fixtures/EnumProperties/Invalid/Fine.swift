// archgen:enum-props
enum Fine {
  case good(Int)
}
