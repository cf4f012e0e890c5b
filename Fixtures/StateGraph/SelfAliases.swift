import Foundation

/// A callback that rebinds `self` to hold it strongly (`guard let this = self`, `if let owner =
/// self`, a capture `[weak controller = self]`) reaches the object through that name: its calls
/// and writes are the object's own, as `self?.…` ones are.
final class PairingController {
  enum Stage {
    case idle
    case searching
    case found(String)
    case failed
  }

  private var stage: Stage = .idle
  private let radio: Radio

  init(radio: Radio) {
    self.radio = radio
  }

  func scan() {
    move(to: .searching)
    radio.discover(
      found: { [weak self] name in
        guard let this = self else { return }
        this.move(to: .found(name))
      },
      failed: { [weak controller = self] in
        controller?.stage = .failed
      })
  }

  func cancel() {
    radio.stop { [weak self] in
      if let owner = self {
        owner.stage = .idle
      }
    }
  }

  private func move(to next: Stage) {
    stage = next
  }
}
