final class AvatarView {
  private let cache: ImageCache

  init(cache: ImageCache = Backstage.shared.cache) { self.cache = cache }
}
