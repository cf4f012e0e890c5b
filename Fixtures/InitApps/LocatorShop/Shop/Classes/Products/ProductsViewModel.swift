final class ProductsViewModel {
  func track() { _ = ServiceLocator.analytics }
}
