// A store view model's reducer that returns a switch expression whose every branch is a copy
// of the state with some fields changed (`state.copy(isBusy: true)`): each branch gives the
// fields it changes, as the same copy returned alone does.
struct UploadFormState {
  var title = ""
  var isValid = false
  var isUploading = false
  var failed = false

  func copy(
    title: String? = nil, isValid: Bool? = nil, isUploading: Bool? = nil, failed: Bool? = nil
  ) -> UploadFormState {
    UploadFormState(
      title: title ?? self.title, isValid: isValid ?? self.isValid,
      isUploading: isUploading ?? self.isUploading, failed: failed ?? self.failed)
  }
}

enum UploadFormAction {
  case titleChanged(String)
  case upload
  case uploadFailed
  case uploaded
  case retry
}

final class UploadFormViewModel {
  private(set) var state = UploadFormState()

  func send(_ action: UploadFormAction) {
    state = reduce(state: state, action: action) ?? state
  }

  private func reduce(state: UploadFormState, action: UploadFormAction) -> UploadFormState? {
    return switch action {
    case .titleChanged(let title):
      state.copy(title: title, isValid: !title.isEmpty)
    case .upload:
      state.copy(isUploading: true)
    case .uploadFailed:
      state.copy(isUploading: false, failed: true)
    case .uploaded:
      state.copy(isUploading: false)
    case .retry:
      nil
    }
  }
}
