// View models whose events arrive through a subscription's closure, a stored handler closure or a
// callback: the closure's one parameter is the event and decides how the held state changes.
import Combine
import Foundation
import RxCocoa
import RxSwift

// An Rx input subscribed in `init`; the state is a relay written through `self?`.
final class RadioViewModel {
  enum State { case off, tuning, playing }
  enum Action { case powerOn, tuned, powerOff }

  let state = BehaviorRelay<State>(value: .off)
  let action = PublishRelay<Action>()
  private let disposeBag = DisposeBag()

  init() {
    action
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] action in
        switch action {
        case .powerOn: self?.state.accept(.tuning)
        case .tuned: self?.state.accept(.playing)
        case .powerOff: self?.state.accept(.off)
        }
      })
      .disposed(by: disposeBag)
  }
}

// A Combine subject whose parameter has no event's name: its cases are the file's `Input`; the
// writes happen on the main queue and in a task.
final class CheckoutViewModel: ObservableObject {
  enum Phase { case editing, paying, paid, declined }
  enum Input { case pay, approve, decline, edit }

  @Published private(set) var state: Phase = .editing
  let inputs = PassthroughSubject<Input, Never>()
  private var bag = Set<AnyCancellable>()

  init() {
    inputs.sink { [weak self] input in
      guard let self else { return }
      switch input {
      case .pay: self.state = .paying
      case .approve:
        DispatchQueue.main.async { self.state = .paid }
      case .decline:
        Task { @MainActor in self.state = .declined }
      case .edit: state = .editing
      }
    }
    .store(in: &bag)
  }
}

// A handler kept in a property; the stored value has no state's name.
final class StopwatchModel: ObservableObject {
  enum Status { case stopped, running, lapped }
  enum Command { case start, lap, stop }

  @Published var status: Status = .stopped

  lazy var perform: (Command) -> Void = { [weak self] command in
    switch command {
    case .start: self?.status = .running
    case .lap: self?.status = .lapped
    case .stop: self?.status = .stopped
    }
  }
}

// A socket's typed events; a disconnect reconnects through a helper that moves the state.
final class LiveFeed {
  enum SocketEvent { case opened, closed, text(String) }
  enum Link { case down, connecting, up }

  private let linkState = BehaviorRelay<Link>(value: .down)
  private let disposeBag = DisposeBag()

  func bind(_ events: Observable<SocketEvent>) {
    events
      .subscribe(onNext: { [weak self] (event: SocketEvent) in
        switch event {
        case .opened:
          self?.linkState.accept(.up)
        case .closed:
          self?.reconnect()
        case .text(let body):
          print(body)
        }
      })
      .disposed(by: disposeBag)
  }

  private func reconnect() {
    linkState.accept(.connecting)
  }
}

// The anonymous parameter: `switch $0`.
final class DraftViewModel: ObservableObject {
  enum ViewState { case empty, writing, saved }
  enum Event { case type, save, discard }

  @Published var viewState: ViewState = .empty
  let events = PassthroughSubject<Event, Never>()
  private var bag = Set<AnyCancellable>()

  func bind() {
    events
      .sink { [weak self] in
        switch $0 {
        case .type: self?.viewState = .writing
        case .save: self?.viewState = .saved
        case .discard: self?.viewState = .empty
        }
      }
      .store(in: &bag)
  }
}

// A class whose methods assign its state (each method an event) and whose subscription adds
// the events it receives to the same machine.
final class ClipDownloader {
  enum State { case idle, fetching, finished, failed }
  enum Progress { case received, done, broken }

  private(set) var state: State = .idle
  private var bag = Set<AnyCancellable>()

  func start(_ updates: AnyPublisher<Progress, Never>) {
    state = .fetching
    updates.sink { [weak self] update in
      switch update {
      case .received: break
      case .done: self?.state = .finished
      case .broken: self?.state = .failed
      }
    }
    .store(in: &bag)
  }

  func cancel() {
    state = .idle
  }
}

// No machine: a closure that only forwards its events, and a request's result, which is no
// event of the view model.
final class GalleryViewModel {
  enum LoadState { case idle, loading, loaded, failed }
  enum Action { case open, share }

  let loadState = BehaviorRelay<LoadState>(value: .idle)
  let action = PublishRelay<Action>()
  let routes = PublishRelay<String>()
  private let disposeBag = DisposeBag()

  init() {
    action.bind(onNext: { [weak self] action in
      switch action {
      case .open: self?.routes.accept("detail")
      case .share: self?.routes.accept("share")
      }
    })
    .disposed(by: disposeBag)
  }

  func load(_ client: GalleryClient) {
    client.fetch { [weak self] result in
      switch result {
      case .success: self?.loadState.accept(.loaded)
      case .failure: self?.loadState.accept(.failed)
      }
    }
  }
}
