private struct FareTableKey: WiringKey {
  static var value: FareTable = BundledFareTable()
}

extension Wiring {
  var fareTable: FareTable {
    get { Self[FareTableKey.self] }
    set { Self[FareTableKey.self] = newValue }
  }
}
