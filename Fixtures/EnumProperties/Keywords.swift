// Case names that are Swift keywords.
// archgen:enum-props
enum Keyword {
  case `default`
  case `in`(Int)
  case `func`(name: String)
  case `is`
}
