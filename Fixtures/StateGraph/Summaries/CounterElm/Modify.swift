// A generic copy helper of CounterUpdate.swift: a copy of `value` with the field `keyPath`
// names set to `field`.
func modify<Value, Field>(
  _ value: Value, _ keyPath: WritableKeyPath<Value, Field>, _ field: Field
) -> Value {
  var copy = value
  copy[keyPath: keyPath] = field
  return copy
}
