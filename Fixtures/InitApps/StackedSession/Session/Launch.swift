import Foundation

enum Launch {
  static func start() {
    Session.swap(to: Session.restored(from: .standard))
  }
}
