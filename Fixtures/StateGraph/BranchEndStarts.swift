import Foundation

// After an `if`/`else` or a conditional value that sets the state, the changes below start from
// each value it may hold, also in a block the method hands to a queue.
enum ExportMode {
  case idle
  case rendering
  case encoding
  case done
}

final class Exporter {
  private(set) var mode: ExportMode = .idle
  private let worker = DispatchQueue(label: "export")

  func export(video: Bool) {
    worker.async {
      if video {
        self.mode = .encoding
      } else {
        self.mode = .rendering
      }
      self.write()
      DispatchQueue.main.async {
        self.mode = .done
      }
    }
  }

  func quickExport(lossless: Bool) {
    mode = lossless ? .rendering : .encoding
    write()
    mode = .done
  }

  func discard() {
    mode = .idle
  }

  private func write() {}
}
