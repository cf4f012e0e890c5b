// Overloaded case names get a diagnostic and no properties.
// archgen:enum-props
enum Gesture {
  case move(x: Int)
  case move(dx: Int, dy: Int)
  case tap
}
