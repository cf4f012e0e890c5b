// A composable-architecture feature of our own writing that never names its `Action`: the
// protocol it conforms to fixes it in its where clause (`Action == PanelAction<Self>`), as large
// apps do for every feature, so a test must send `.view(.switchTapped)`, never `.switchTapped`.
// The protocol reduces each kind of action in its own `reduce(into:…)`.
import ComposableArchitecture

protocol PanelActionPayload {
  associatedtype ViewAction
  associatedtype InternalAction
}

enum PanelAction<Payload: PanelActionPayload> {
  case view(Payload.ViewAction)
  case `internal`(Payload.InternalAction)
}

protocol PanelReducer: Reducer, PanelActionPayload where Action == PanelAction<Self> {
  func reduce(into state: inout State, viewAction: ViewAction) -> Effect<Action>
  func reduce(into state: inout State, internalAction: InternalAction) -> Effect<Action>
}

extension PanelReducer {
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(let viewAction):
      return reduce(into: &state, viewAction: viewAction)
    case .internal(let internalAction):
      return reduce(into: &state, internalAction: internalAction)
    }
  }
}

struct PanelFeature: PanelReducer {
  struct State: Equatable {
    var isOn = false
    var level = 0
    var label = ""
  }

  enum ViewAction {
    case switchTapped
    case levelChosen(Int)
  }

  enum InternalAction {
    case labelLoaded(String)
  }

  func reduce(into state: inout State, viewAction: ViewAction) -> Effect<Action> {
    switch viewAction {
    case .switchTapped:
      state.isOn = true
      return .none
    case .levelChosen(let level):
      state.level = level
      return .none
    }
  }

  func reduce(into state: inout State, internalAction: InternalAction) -> Effect<Action> {
    switch internalAction {
    case .labelLoaded(let label):
      state.label = label
      return .none
    }
  }
}
