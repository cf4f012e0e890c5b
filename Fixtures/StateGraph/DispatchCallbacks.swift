// Issue 31: a scene Store (seed 000) whose helper hands callbacks to a downloader; each callback
// dispatches an action back into the store, an event it receives later, never an edge of the
// case that set the callback up.
import RxRelay
import RxSwift

final class FileDownloadStore {
  var state: Observable<State> { _state.asObservable() }
  var currentState: State { _state.value }

  private let _state = BehaviorRelay<State>(value: .idle)
  private let downloader: Downloader
  private var task: DownloadTask?

  init(downloader: Downloader) {
    self.downloader = downloader
  }

  func dispatch(_ action: Action) {
    switch (currentState, action) {
    case (.idle, .download), (.finished, .download):
      _state.accept(.downloading(0))
      startDownload()
    case (.failed, .retry):
      _state.accept(.downloading(0))
      startDownload()
    case (.downloading, .didProgress(let value)):
      _state.accept(.downloading(value))
    case (.downloading, .didFinish(let file)):
      _state.accept(.finished(file))
    case (.downloading, .didFail(let error)):
      _state.accept(.failed(error))
    case (.downloading, .cancel):
      task?.cancel()
      _state.accept(.idle)
    case (.finished, .reset), (.failed, .reset):
      _state.accept(.idle)
    default:
      break
    }
  }

  private func startDownload() {
    task = downloader.download(
      onProgress: { [weak self] value in
        self?.dispatch(.didProgress(value))
      },
      completion: { [weak self] result in
        switch result {
        case .success(let file):
          self?.dispatch(.didFinish(file))
        case .failure(let error):
          self?.dispatch(.didFail(error))
        }
      })
  }
}

extension FileDownloadStore {
  enum State {
    case idle
    case downloading(Double)
    case finished(URL)
    case failed(Error)
  }

  enum Action {
    case download, retry, cancel, reset
    case didProgress(Double)
    case didFinish(URL)
    case didFail(Error)
  }
}
