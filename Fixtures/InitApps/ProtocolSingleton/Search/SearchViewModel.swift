final class SearchViewModel {
  private let api: APIClient

  init(api: APIClient = Backstage.shared.api) { self.api = api }
}
