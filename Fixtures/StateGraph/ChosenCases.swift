import Foundation

/// Hand-written machines that name several cases at once: a guard written out with `||` or
/// `contains`, an early exit on any question about the case (`if state != .paused { return }`),
/// and a ternary of cases handed to the type's own `transition(to:)`. A ternary handed to a
/// helper that does not make it the state (`present(style:)`) is read once.
final class ShareUpload {
  enum State: Equatable {
    case idle
    case preparing
    case uploading
    case paused
    case finished
    case failed
  }

  enum BannerStyle {
    case compact
    case full
  }

  private(set) var state: State = .idle
  private var isOnWiFi = true
  private var onChange: ((State) -> Void)?

  func start() {
    guard [.idle, .failed].contains(state) else { return }
    transition(to: .preparing)
  }

  func prepared(large: Bool) {
    guard case .preparing = state else { return }
    transition(to: large && !isOnWiFi ? .paused : .uploading)
  }

  func pause() {
    guard state == .preparing || state == .uploading else { return }
    transition(to: .paused)
  }

  func resume() {
    if state != .paused { return }
    transition(to: .uploading)
  }

  func cancel() {
    if state == .idle || state == .finished { return }
    transition(to: .idle)
  }

  func completed(ok: Bool) {
    guard case .uploading = state else { return }
    transition(to: ok ? .finished : .failed)
    present(style: ok ? .compact : .full)
  }

  private func transition(to next: State) {
    guard next != state else { return }
    state = next
    onChange?(next)
  }

  private func present(style: BannerStyle) {
    print(style, state)
  }
}
