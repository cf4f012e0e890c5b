// Payload shapes: labels, `_` labels, default values, several unlabelled values, optionals.
// archgen:enum-props
enum Transfer {
  case upload(_ bytes: [UInt8], name: String, retries: Int = 3)
  case pair(Int, String)
  case note(String?)
  case legacy(Int!)
  case wrapped(Optional<Double>)
  case named(title: String)
  case failed(any Error)
  case callback((Int) -> Int)
  case cancelled
}
