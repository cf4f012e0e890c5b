// A ReactorKit reactor whose initializer takes two values no file of the app declares a way to
// build: a scheduler of RxSwift's protocol type, and RxRelay's generic relay of the tray's
// sorting. Its tests build the first as the app holds it (`TrayServices.live.scheduler`, a
// field of the instance a static member keeps) and the second as the app builds one
// (`BehaviorRelay(value:)` with a value of the sorting, in `TrayScreen`), and call
// `reduce(state:mutation:)`, which never reads either.
import ReactorKit
import RxRelay
import RxSwift

enum TraySorting: Equatable {
  case newest
  case oldest
}

/// Runs work at once, in order: what the app schedules its tray work on.
final class InlineScheduler: ImmediateSchedulerType {
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    action(state)
  }
}

/// What the app runs with, kept by a static member of its own type.
struct TrayServices {
  static let live = TrayServices(scheduler: InlineScheduler(), label: "tray")

  let scheduler: ImmediateSchedulerType
  var label: String
}

final class TrayReactor: Reactor {
  enum Action {
    case open
  }

  enum Mutation {
    case setPinned(Bool)
    case setTitle(String)
    case clear
  }

  struct State: Equatable {
    var isPinned = false
    var title = ""
    var count = 3
  }

  let initialState = State()
  let scheduler: ImmediateSchedulerType
  let sorting: BehaviorRelay<TraySorting>

  init(scheduler: ImmediateSchedulerType, sorting: BehaviorRelay<TraySorting>) {
    self.scheduler = scheduler
    self.sorting = sorting
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var next = state
    switch mutation {
    case .setPinned(let pinned):
      next.isPinned = pinned
    case .setTitle(let title):
      next.title = title
    case .clear:
      next.count = 0
    }
    return next
  }
}

/// Where the app makes the reactor: the relay starts at the sorting the screen opens with.
enum TrayScreen {
  static func makeReactor(opening sorting: TraySorting) -> TrayReactor {
    TrayReactor(scheduler: TrayServices.live.scheduler, sorting: BehaviorRelay(value: sorting))
  }
}
