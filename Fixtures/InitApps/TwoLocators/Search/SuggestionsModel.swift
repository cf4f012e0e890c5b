final class SuggestionsModel {
  func suggest() -> [String] {
    Launch.current?.analytics.log("suggest")
    return Hub.shared.orders.recent()
  }
}
