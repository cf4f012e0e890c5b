import InjectKit

final class ProfileViewModel {
  @InjectService var store: FileStore
  @LazyInjectService var uploader: Uploader
  @LazyInjectService var api: APIClient
}
