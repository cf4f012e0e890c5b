// Issue 21 point 1: `defer { state = .idle }` runs on every exit, from the value the state holds
// there: after a `try` that throws, a `throw`, a `return`, or the end of the method.
enum UploadPhase {
  case idle, preparing, sending, failed
}

enum UploadError: Error {
  case empty
}

protocol Uploader {
  func prepare() async throws
  func send() async throws
}

@MainActor
final class UploadController: ObservableObject {
  @Published private(set) var state: UploadPhase = .idle
  private let uploader: Uploader

  init(uploader: Uploader) {
    self.uploader = uploader
  }

  func upload(isEmpty: Bool) async throws {
    defer { state = .idle }
    state = .preparing
    try await uploader.prepare()
    if isEmpty {
      throw UploadError.empty
    }
    state = .sending
    try? await uploader.send()
  }

  func retry() {
    state = .preparing
  }
}
