// Generated with --setters.
// archgen:enum-props
enum Editor {
  case closed
  case editing(text: String, cursor: Int)
  case draft(String?)
  case saved(String)
}
