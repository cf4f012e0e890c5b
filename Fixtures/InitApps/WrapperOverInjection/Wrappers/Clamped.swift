// A value kept in a range: its wrapped value is its own stored value, it reads no service.
@propertyWrapper
struct Clamped {
  private var value: Double
  private let range: ClosedRange<Double>

  var wrappedValue: Double {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }

  init(wrappedValue: Double, _ range: ClosedRange<Double>) {
    self.range = range
    value = wrappedValue
  }
}
