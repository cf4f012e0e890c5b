import Foundation

struct World {
  var date: () -> Date
  var apiClient: APIClient
  var locale: Locale
}

extension World {
  static let live = World(date: Date.init, apiClient: .live, locale: .autoupdatingCurrent)
}

var Current = World.live
