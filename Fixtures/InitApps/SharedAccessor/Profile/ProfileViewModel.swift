final class ProfileViewModel {
  func reload() { _ = AppServices.shared.api }
}
