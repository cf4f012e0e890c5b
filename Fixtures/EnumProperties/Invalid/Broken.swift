// archgen:enum-props
enum Broken {
  case one(
  case two
}

func f( {
