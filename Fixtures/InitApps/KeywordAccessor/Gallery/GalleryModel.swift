final class GalleryModel {
  private let images: ImageLoader

  init(dependencies: AppDependencies = .default) {
    images = dependencies.images
  }
}
