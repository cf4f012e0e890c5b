import Foundation

// The app's locator: callers write `Shelf.shared.library`, `.player`, `.downloads`.
final class Shelf {
  static let shared = Shelf()

  let library = Library()
  let player = Player()
  let downloads = Downloads()

  private init() {}
}

final class Library { func titles() -> [String] { [] } }
final class Player { func play(_ title: String) {} }
final class Downloads { func start(_ title: String) {} }
