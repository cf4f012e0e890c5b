import Foundation

final class SearchStore {
  let client: APIClient
  let now: () -> Date

  init(client: APIClient, now: @escaping () -> Date) {
    self.client = client
    self.now = now
  }

  func search(_ text: String) {
    let Current = "shadowing the world on purpose"
    client.search(text, tag: Current)
    client.log(Current.date())
  }

  func stamp(Current: Date) -> Date { Current }

  func reset() {
    Current.apiClient = .mock
  }
}

func searchLocale() -> Locale {
  Current.locale
}
