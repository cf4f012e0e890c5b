final class QuoteModel {
  func quote(_ symbol: String) -> Double {
    Launch.current?.analytics.log("quote")
    return Hub.shared.prices.quote(symbol)
  }
}
