// Recursive enums: `indirect enum` and `indirect case`.
// archgen:enum-props
indirect enum Expression {
  case number(Int)
  case sum(Expression, Expression)
  case negated(Expression)
}

// archgen:enum-props
enum Tree {
  case leaf
  indirect case node(left: Tree, right: Tree)
}
