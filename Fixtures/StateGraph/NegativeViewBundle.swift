// Issue 21 point 3: a view model whose methods set the fields of a struct of view values (flags,
// text, an optional error) with no event switch is a bundle of view values, not a machine, even
// when one of those fields takes an enum case. Nothing here is drawn; `graph --verbose` says why.
enum CheckoutError { case cardDeclined, network }

struct CheckoutScreenState {
  var isPurchasing = false
  var canNavigateBack = false
  var title = "Checkout"
  var error: CheckoutError?
}

final class CheckoutScreenViewModel {
  private(set) var state = CheckoutScreenState()

  func onAppear() {
    state.canNavigateBack = false
    state.title = "Checkout"
  }

  func purchase() {
    state.isPurchasing = true
    state.error = nil
  }

  func purchaseFailed() {
    state.isPurchasing = false
    state.error = .cardDeclined
  }
}

// An action handler whose only change presents an alert: UI text, not a state it moves through.
enum BlockListViewAction { case unblock(String), close }

final class BlockListScreenViewModel: BlockListScreenViewModelType {
  override func process(viewAction: BlockListViewAction) {
    switch viewAction {
    case .unblock(let name):
      state.bindings.alertInfo = AlertInfo(title: name)
    case .close:
      actions.send(.close)
    }
  }
}

// A size computation that switches over a message's kind: `width` has the returned type, but a
// measure is no state.
enum ChatMessage { case text(String), image(width: Double), deleted }

enum MessageCellSizer {
  static func estimatedHeight(for message: ChatMessage, width: CGFloat) -> CGFloat {
    switch message {
    case .text(let body): return CGFloat(body.count) / width * 20
    case .image: return width * 0.75
    case .deleted: return 44
    }
  }
}
