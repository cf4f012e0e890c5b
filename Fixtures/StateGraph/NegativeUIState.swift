// Issue 21 point 3: "states" that are not machines. Nothing here is drawn; `graph --verbose`
// says why each candidate was dropped.
enum UserText {
  static let loadingTitle = "Loading…"
  static let doneTitle = "Done"
}

// A view model whose methods only raise alerts and set text, with no event switch: UI fields.
final class ProfileScreenViewModel {
  var screenState = ProfileScreenState()

  func deleteTapped() { screenState.alertInfo = AlertInfo(id: .delete) }
  func renameTapped() { screenState.title = "Rename" }
  func dismissAlert() { screenState.alertInfo = nil }
}

// Flags set by methods, with no event switch: a bundle of UI switches.
final class ToolbarModel {
  var isEditingState = false

  func beginEditing() { isEditingState = true }
  func endEditing() { isEditingState = false }
}

enum BannerAction { case showLoading, showDone }

// A "state" that takes text constants: `UserText` members are strings, not cases.
final class BannerViewModel {
  var bannerState: String = UserText.doneTitle

  func send(_ action: BannerAction) {
    switch action {
    case .showLoading: bannerState = UserText.loadingTitle
    case .showDone: bannerState = UserText.doneTitle
    }
  }
}
