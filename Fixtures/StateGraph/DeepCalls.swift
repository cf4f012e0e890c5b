// Issue 11 point 3: state changes in the same type's methods more than one call deep.
final class UploadStore {
  enum State { case idle, preparing, uploading, done }
  enum Action { case upload, cancel }

  private(set) var state: State = .idle

  func send(_ action: Action) {
    switch action {
    case .upload: prepare()
    case .cancel: state = .idle
    }
  }

  private func prepare() {
    state = .preparing
    startUpload()
  }

  private func startUpload() {
    state = .uploading
    finish()
  }

  private func finish() {
    state = .done
    prepare()
  }
}
