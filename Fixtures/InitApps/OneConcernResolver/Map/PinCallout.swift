import UIKit

final class PinCallout: UIView {
  private let label = UILabel()

  func show(placeID: Int) {
    Task { @MainActor in
      label.text = try? await PlaceNameResolver.shared.name(of: placeID)
    }
  }
}
