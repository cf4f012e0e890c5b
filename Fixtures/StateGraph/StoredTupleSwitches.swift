// Issue 31: machines with no event parameter named like one. The event is the other value of a
// tuple switched over with the stored state: taken from a queue, or a parameter of any name;
// the state is written directly or through a local closure.
final class UploadQueue {
  enum Status { case idle, uploading, paused, done }
  enum Command { case start, pause, resume, finish }

  private(set) var status: Status = .idle
  private var pending: [Command] = []

  func enqueue(_ command: Command) {
    pending.append(command)
    drain()
  }

  private func drain() {
    while !pending.isEmpty {
      switch (status, pending.first) {
      case (.idle, .start?):
        status = .uploading
      case (.uploading, .pause?):
        status = .paused
      case (.paused, .resume?):
        status = .uploading
      case (.uploading, .finish?):
        status = .done
      default:
        break
      }
      pending.removeFirst()
    }
  }
}

final class SyncEngine {
  enum State { case waiting, syncing, synced, failed }
  enum Event { case begin, succeed, fail, reset }

  var state: State = .waiting
  var eventQueue: [Event] = []

  func step() {
    switch (state, eventQueue.first) {
    case (.waiting, .begin):
      state = .syncing
    case (.syncing, .succeed):
      state = .synced
    case (.syncing, .fail):
      state = .failed
    case (.failed, .reset), (.synced, .reset):
      state = .waiting
    default:
      break
    }
    if !eventQueue.isEmpty { eventQueue.removeFirst() }
  }
}

enum FetchResult { case success, failure, cancelled }

final class ImportJob {
  enum Status { case ready, running, done, failed }

  private(set) var status: Status = .ready

  func handle(_ result: FetchResult) {
    let update = { self.status = $0 }
    switch (self.status, result) {
    case (.running, .success):
      update(.done)
    case (.running, .failure):
      update(.failed)
    case (.running, .cancelled):
      update(.ready)
    default:
      break
    }
  }
}

// Not a machine: the stored value and the other value pick a layout, and neither changes.
final class GridLayout {
  enum Density { case compact, regular }
  enum Width { case narrow, wide }

  var density: Density = .regular
  var columns = 2

  func apply(_ width: Width) {
    switch (density, width) {
    case (.compact, .narrow): columns = 1
    case (.compact, .wide), (.regular, .narrow): columns = 2
    case (.regular, .wide): columns = 4
    }
  }
}
