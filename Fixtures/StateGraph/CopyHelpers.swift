// Issue 11 point 3: copy-modify-return through helpers of the state.
struct Download {
  var status: Status = .idle
  var isOpen = false
  var progress = 0.0

  enum Status { case idle, loading, done, failed }
}

enum DownloadEvent { case start, finish, fail, reset, open }

func reduceDownload(state: Download, event: DownloadEvent) -> Download {
  switch event {
  case .start:
    return state.set(\.status, .loading)
  case .finish:
    return state.copy(status: .done, progress: 1.0)
  case .fail:
    return state.with { $0.status = .failed }
  case .reset:
    return state.with { copy in
      copy.status = .idle
      copy.progress = 0
    }
  case .open:
    return state.map { $0.isOpen = true }
  }
}
