import InjectKit

// A library's wrappers fill the services; the app declares neither.
final class FeedViewModel {
  @InjectService var api: APIClient
  @LazyInjectService var store: FileStore

  func reload() {}
}

final class FeedCellModel {
  @InjectService var uploader: Uploader
}
