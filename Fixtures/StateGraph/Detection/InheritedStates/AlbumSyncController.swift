/// A subclass in a file of its own: the state it moves is declared by its superclass.
final class AlbumSyncController: SyncController {
  private let albums: AlbumStore

  init(albums: AlbumStore) {
    self.albums = albums
  }

  func sync() {
    guard case .idle = state else { return }
    state = .syncing
    albums.upload { [weak self] error in
      if let error {
        self?.state = .failed(reason: error.description)
        self?.tint = .alert
      } else {
        self?.state = .synced
        self?.tint = .plain
      }
    }
  }

  func reset() {
    state = .idle
  }
}

protocol AlbumStore {
  func upload(_ done: @escaping (UploadError?) -> Void)
}

struct UploadError: Error {
  var description: String
}
