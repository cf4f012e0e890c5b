final class SearchBuilder {
  func build() -> SearchStore {
    SearchStore(client: Current.apiClient, now: { Current.date() })
  }
}
