import Foundation

/// Hand-written machines whose methods ask which case they are in through computed Bools: the
/// state enum's own (`phase.isActive`) and the holder's (`isRecording`, `isBusy`), written with
/// `if case`, `switch`, `==` and `||`. A Bool about something else (`canRecord`) asks nothing
/// about the state.
enum MemoPhase {
  case idle
  case recording
  case paused
  case saving
  case failed

  /// A take is open.
  var isActive: Bool {
    switch self {
    case .recording, .paused: true
    default: false
    }
  }
}

enum MicPermission {
  case unknown
  case granted
  case denied
}

final class MemoRecorder {
  private(set) var phase: MemoPhase = .idle
  private var permission: MicPermission = .unknown

  var isRecording: Bool {
    if case .recording = phase { return true }
    return false
  }

  var canRecord: Bool { permission == .granted }

  func record() {
    guard !phase.isActive, canRecord else { return }
    phase = .recording
  }

  func pause() {
    guard isRecording else { return }
    phase = .paused
  }

  func toggle() {
    if isRecording {
      phase = .paused
    } else if case .paused = phase {
      phase = .recording
    }
  }

  func finish() {
    guard phase.isActive else { return }
    phase = .saving
    write { [weak self] saved in
      self?.phase = saved ? .idle : .failed
    }
  }

  private func write(_ done: @escaping (Bool) -> Void) {
    done(true)
  }
}

final class DraftUploader {
  enum State {
    case editing
    case saving
    case uploading
    case done
  }

  private(set) var state: State = .editing

  var isBusy: Bool { state == .saving || state == .uploading }

  func save() {
    guard !isBusy else { return }
    state = .saving
  }

  func upload() {
    guard case .saving = state else { return }
    state = .uploading
  }

  func cancel() {
    guard isBusy else { return }
    state = .editing
  }

  func complete() {
    guard self.isBusy else { return }
    state = .done
  }
}
