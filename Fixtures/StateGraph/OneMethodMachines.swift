// A controller with one method is a setter, unless that method checks the state's case and
// moves it on to more than one case: then it is a machine (`processing -> success | failed`).
enum SettlementDisplayState { case processing, success, failed }

final class SettlementViewModel {
  private(set) var displayState: SettlementDisplayState = .processing

  func run(poller: Poller) async {
    guard displayState == .processing else { return }
    while poller.hasTime {
      if await poller.settled() {
        displayState = .success
        return
      }
    }
    displayState = .failed
  }
}

// One method that sets the state without checking it first stays a setter: no machine.
final class BannerModel {
  var bannerState: BannerState = .hidden

  func show(_ error: Error?) {
    bannerState = error == nil ? .hidden : .shown
  }
}
