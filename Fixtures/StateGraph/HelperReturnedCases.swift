import Foundation

// A hand-written machine whose value is set to what its own helpers work out: each case a helper
// can return is a transition of the method that assigns it, through a helper the first one
// returns, inside a completion, and from a local kept in between.
enum SubscriptionAccess: Equatable {
  case locked
  case sampling(daysLeft: Int)
  case member
  case lapsed
}

final class SubscriptionGate {
  private(set) var accessState: SubscriptionAccess = .locked
  private var receipt: Date?
  private var sampleStart = Date()

  func launch() {
    accessState = evaluatedAccess()
  }

  func reload() {
    let recomputed = evaluatedAccess()
    if recomputed != accessState { accessState = recomputed }
  }

  func restore(with client: ReceiptClient) {
    client.verify { [weak self] valid in
      guard let self else { return }
      self.accessState = valid ? .member : self.samplingAccess()
    }
  }

  func revoke() {
    accessState = .lapsed
  }

  private func evaluatedAccess() -> SubscriptionAccess {
    if let receipt {
      return receipt > Date() ? .member : .lapsed
    }
    return samplingAccess()
  }

  private func samplingAccess() -> SubscriptionAccess {
    let used = Calendar.current.dateComponents([.day], from: sampleStart, to: Date()).day ?? 0
    guard used < 7 else { return .locked }
    return .sampling(daysLeft: 7 - used)
  }
}

final class ReceiptClient {
  func verify(_ done: @escaping (Bool) -> Void) { done(true) }
}
