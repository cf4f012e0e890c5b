// Composable-architecture feature in a current style: `@Reducer`, nested presentation actions,
// `guard ... else` that changes the state, compound assignments and mutating calls on fields.
import ComposableArchitecture

@Reducer
struct MeetingRecorder {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var elapsed = 0
    var speaker = 0
    var notes = ""
    var meeting: Meeting
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case endTapped
    case nextTapped
    case tick
    case recognized(String)

    enum Alert { case discard, save }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.discard)):
        return .run { _ in await dismiss() }
      case .alert(.presented(.save)):
        state.meeting.append(notes: state.notes)
        return .run { _ in await dismiss() }
      case .alert:
        return .none
      case .endTapped:
        state.alert = .confirmEnd(canDiscard: true)
        return .none
      case .nextTapped:
        guard state.speaker < state.meeting.attendees.count - 1 else {
          state.alert = .confirmEnd(canDiscard: false)
          return .none
        }
        state.speaker += 1
        return .none
      case .tick:
        guard state.alert == nil else { return .none }
        state.elapsed += 1
        return .none
      case let .recognized(text):
        state.notes = text
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

// An RxFeedback system set up inside a view controller, with a typed closure.
final class CatchViewController: UIViewController {
  fileprivate enum Ball { case withHuman, withMachine }
  fileprivate enum Throw { case toMachine, toHuman }

  override func viewDidLoad() {
    super.viewDidLoad()
    Observable.system(
      initialState: Ball.withHuman,
      reduce: { (state: Ball, event: Throw) -> Ball in
        switch event {
        case .toMachine: return .withMachine
        case .toHuman: return .withHuman
        }
      },
      scheduler: MainScheduler.instance,
      feedback: []
    )
    .subscribe()
    .disposed(by: bag)
  }
}
