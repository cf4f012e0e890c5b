// Combine view model: `handle(_:)` switches on the event, with a nested `switch state` and
// `if case` narrowing; the state lives in a subject written with `send`.
import Combine

final class UploadViewModel {
  enum State {
    case idle
    case picking
    case uploading(progress: Double)
    case finished(URL)
    case failed(String)
  }

  enum Event {
    case pickTapped
    case picked(Data)
    case progress(Double)
    case completed(URL)
    case failed(String)
    case cancelTapped
  }

  let subject = CurrentValueSubject<State, Never>(.idle)

  func handle(_ event: Event) {
    switch event {
    case .pickTapped:
      if case .idle = subject.value {
        subject.send(.picking)
      }
    case .picked:
      switch subject.value {
      case .picking:
        subject.send(.uploading(progress: 0))
      case .failed:
        subject.value = .uploading(progress: 0)
      default:
        break
      }
    case .progress(let fraction):
      guard case .uploading = subject.value else { return }
      subject.send(.uploading(progress: fraction))
    case .completed(let url):
      subject.send(.finished(url))
    case .failed(let reason):
      subject.send(.failed(reason))
    case .cancelTapped:
      subject.send(.idle)
    }
  }
}
