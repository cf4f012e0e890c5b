import Foundation

// Where a body's next change starts: the end of a helper's path that did not throw, the case a
// failed test leaves, a narrowing made after binding `self`, and a receive loop's later work.

enum CachePhase {
  case cold
  case warm
  case warmFailed(String)
  case synced
  case syncFailed(String)
}

/// `prime()` ends in `warm`, or in `warmFailed` when opening throws: `sync`'s completion starts
/// from `warm`, the end of the path that did not throw.
final class CacheSyncer {
  var state: CachePhase = .cold
  private let disk = Disk()

  func sync() {
    prime()
    if case .warmFailed = state {
      return
    }
    disk.upload { failure in
      self.state = failure == nil ? .synced : .syncFailed(failure ?? "")
    }
  }

  private func prime() {
    guard case .cold = state else { return }
    do {
      try disk.open()
      state = .warm
    } catch {
      state = .warmFailed("\(error)")
    }
  }
}

enum PanelMode {
  case hidden
  case browsing(Int)
  case editing
  case saved
}

/// `if state != .saved { state = .editing }`: below it the state is `editing`, or `saved` when
/// the test failed. A guard that only excludes `hidden` gives `browsing` and `saved` for
/// `edit`, not `editing -> editing` (a plain case written where it may be already), and
/// `browsing -> browsing` for `browse` (a new payload).
final class PanelModel {
  var state: PanelMode = .hidden

  func save() async {
    if state != .saved {
      state = .editing
    }
    do {
      try await Task.sleep(nanoseconds: 10)
      state = .saved
    } catch {
      state = .hidden
    }
  }

  func browse(_ page: Int) {
    guard state != .hidden else { return }
    state = .browsing(page)
  }

  func edit() {
    guard state != .hidden else { return }
    state = .editing
  }

  func close() {
    state = .hidden
  }
}

enum LinkPhase {
  case idle
  case joining
  case joined
  case dropped
}

/// `guard let strongSelf = self, strongSelf.state == .idle`: the test after the binding is a
/// test of the object's own state. The messages of the receive loop `listen()` starts, in work
/// that holds the object weakly, arrive later, each on its own: neither the loop's writes nor the
/// drop after it are `listen`'s. `replay()`'s loop holds it strongly: its writes are its own.
final class LinkSession {
  var state: LinkPhase = .idle
  private let queue = DispatchQueue(label: "link")
  private let wire = Wire()

  func join() {
    queue.async { [weak self] in
      guard
        let strongSelf = self,
        strongSelf.state == .idle
      else { return }
      strongSelf.state = .joining
    }
  }

  func listen() {
    state = .joining
    Task { [weak self] in
      do {
        for try await message in self?.wire.messages() ?? AsyncThrowingStream { $0.finish() } {
          if message == "ack" { self?.state = .joined }
        }
        self?.state = .dropped
      } catch {
        self?.state = .dropped
      }
    }
  }

  /// A loop in work that holds the object strongly reads a finite replay as part of the method.
  func replay() {
    Task {
      for await message in wire.replayed() where message == "ack" {
        state = .joined
      }
      state = .dropped
    }
  }

  func leave() {
    if state == .idle { return }
    state = .idle
  }
}

enum SheetMode {
  case choice
  case browse
  case search(String)
}

struct Sheet {
  var mode: SheetMode = .choice
  var query = ""
}

struct PickerState {
  var sheet: Sheet = Sheet()
}

enum PickerAction {
  case back
  case browse
  case search(String)
}

/// `guard state.sheet.mode != .choice`: every change below starts from each other case of the
/// field's enum, read from the field's type as the structs declare it (`sheet.mode=browse`,
/// `sheet.mode=search`); `browse` is not drawn from `browse`.
func pickerReducer(state: inout PickerState, action: PickerAction) {
  switch action {
  case .back:
    guard state.sheet.mode != .choice else { return }
    state.sheet.query = ""
    state.sheet.mode = .choice
  case .browse:
    guard state.sheet.mode != .browse else { return }
    state.sheet.mode = .browse
  case .search(let text):
    state.sheet.mode = .search(text)
  }
}

final class Disk {
  func open() throws {}
  func upload(_ done: @escaping (String?) -> Void) { done(nil) }
}

final class Wire {
  func messages() -> AsyncThrowingStream<String, Error> { AsyncThrowingStream { $0.finish() } }
  func replayed() -> AsyncStream<String> { AsyncStream { $0.finish() } }
}
