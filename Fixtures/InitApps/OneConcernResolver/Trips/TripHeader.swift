import UIKit

final class TripHeader: UIView {
  private let naming: PlaceNaming = PlaceNameResolver.shared
  private let titleLabel = UILabel()

  func show(placeID: Int) {
    Task { @MainActor in
      titleLabel.text = try? await naming.name(of: placeID)
    }
  }
}
