import Foundation

// One method that enters a case and, when the work it waits for ends, moves on from it to two
// outcomes runs a machine of its own (`* -> loading`, `loading -> loaded`, `loading -> failed`),
// even when no other method sets the value.
final class ReceiptViewModel: ObservableObject {
  enum LoadState {
    case loading
    case loaded
    case failed
  }

  @Published var state: LoadState = .loading
  private let receipts: ReceiptService

  init(receipts: ReceiptService) {
    self.receipts = receipts
  }

  func load(id: Int) async {
    state = .loading
    do {
      _ = try await receipts.receipt(id)
      state = .loaded
    } catch {
      state = .failed
    }
  }
}

// One method that sets a case and then one other chooses a value: a setter, no machine.
final class BadgeModel: ObservableObject {
  enum Badge {
    case hidden
    case counting
    case shown
  }

  @Published var badge: Badge = .hidden

  func refresh(service: ReceiptService) async {
    badge = .counting
    _ = await service.count()
    badge = .shown
  }
}
