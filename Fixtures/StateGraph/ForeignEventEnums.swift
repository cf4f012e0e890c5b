import Foundation

/// Events whose enum another module declares: `Reachability.Status` is not in this file, yet
/// `switch status { case .wifi: … }` reads cases of an enum. A handler's one parameter switched
/// so is the object's event (its cases), as it is when the file declares the enum.
final class UploadQueue {
  enum Mode {
    case paused
    case syncing
    case waiting(String)
  }

  private(set) var mode: Mode = .paused
  private var allowsCellular = false

  /// The reachability monitor calls this with each status it sees.
  func reachabilityChanged(to status: Reachability.Status) {
    if Thread.isMainThread {
      switch status {
      case .wifi:
        mode = .syncing
      case .cellular:
        mode = allowsCellular ? .syncing : .paused
      case .offline(let reason):
        mode = .waiting(reason)
      }
    }
  }
}

/// Not events: a `Result` handed to a method is how work ended, read by the method that started
/// it; the closure a method hands to its work is part of that method.
final class AvatarLoader {
  enum LoadState {
    case idle
    case loading
    case shown
    case broken
  }

  private(set) var loadState: LoadState = .idle

  func reload(client: AvatarClient) {
    loadState = .loading
    client.fetch { [weak self] outcome in
      switch outcome {
      case .success:
        self?.loadState = .shown
      case .failure:
        self?.loadState = .broken
      }
    }
  }

  func finish(_ result: Result<Data, Error>) {
    switch result {
    case .success:
      loadState = .shown
    case .failure:
      loadState = .broken
    }
  }
}
