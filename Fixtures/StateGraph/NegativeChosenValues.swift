import Foundation

// Not machines: enums a type stores and its methods set, but only as values it chooses. None is
// ever moved on from a case it entered on the way.

/// A selection: set from a flag on load and to whatever row is tapped, then read.
final class FilterPicker {
  enum Row {
    case everything
    case saved
    case unsaved
  }

  static let rows: [Row] = [.everything, .saved, .unsaved]
  private var selected: Row = .everything

  func load(savedOnly: Bool, unsavedOnly: Bool) {
    if unsavedOnly {
      selected = .unsaved
    } else if savedOnly {
      selected = .saved
    } else {
      selected = .everything
    }
  }

  func didTap(row index: Int) { selected = Self.rows[index] }

  func confirm() -> String {
    switch selected {
    case .everything: return "all"
    case .saved: return "saved"
    case .unsaved: return "unsaved"
    }
  }
}

/// The last failure to show: cleared to `none` and set again when a step throws.
final class DraftWriter {
  enum Failure {
    case none
    case writing
    case publishing
  }

  private(set) var failure: Failure = .none

  func write() async {
    failure = .none
    do {
      try await Task.sleep(nanoseconds: 1)
    } catch {
      failure = .writing
    }
  }

  func publish() async {
    failure = .none
    do {
      try await Task.sleep(nanoseconds: 1)
    } catch {
      failure = .publishing
    }
  }
}

/// A pending notice: raised to `major`, or to `minor` while still `none`, and cleared when sent.
final class NoticeBuffer {
  private enum Level {
    case none
    case minor
    case major
  }

  private var pending = Level.none

  func changed(major: Bool) {
    if major {
      pending = .major
    } else if pending == .none {
      pending = .minor
    }
  }

  func flush() -> Bool {
    let send = pending != .none
    pending = .none
    return send
  }
}

/// What to draw and how much: every case carries its measure.
final class LevelMeter {
  enum Look {
    case ring(scale: Double)
    case wave(level: Double)
  }

  private(set) var look: Look = .ring(scale: 1)
  private var wasQuiet = true

  func heard(_ level: Double) {
    let quiet = level <= 0
    if !quiet { showWave(level) }
    if !wasQuiet && quiet { showRing() }
    wasQuiet = quiet
  }

  func showRing() { look = .ring(scale: 1) }

  func showWave(_ level: Double) { look = .wave(level: level) }
}
