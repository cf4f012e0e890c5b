struct UnitSettings: Equatable, Codable {
  enum Scale: Equatable, Codable { case celsius, fahrenheit }
  var scale: Scale
  var decimals: Int
}

struct AlertSettings: Equatable, Codable {
  var quietHours: Bool
  var minimumLevel: Int
}
