import Factory

struct FeedRow {
  @Injected(\.imageLoader) private var images
  let name: String

  var image: String? { images.load(name) }
}
