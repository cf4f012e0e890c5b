// A composable-architecture feature of our own writing in the shape large apps give theirs:
// the actions split by a generic `FeatureAction<Self>` into view, internal and child actions,
// each reduced by its own `reduce(into:…)`; fields set to the value an action carries, counted,
// toggled, set through a field of a field; a presented child reached with `.presented`; an
// `IdentifiedArrayOf` without a default, built from `[]`; an alert dismissed.
import ComposableArchitecture

protocol FeatureActionPayload {
  associatedtype ViewAction
  associatedtype InternalAction
  associatedtype ChildAction
}

enum FeatureAction<Payload: FeatureActionPayload> {
  case view(Payload.ViewAction)
  case inner(Payload.InternalAction)
  case child(Payload.ChildAction)
}

struct BadgeFeature: Reducer {
  struct State: Equatable {
    var title = ""
  }

  enum Action {
    case rename(String)
    case delegate(Delegate)
  }

  enum Delegate { case closed }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let title):
      state.title = title
      return .none
    case .delegate:
      return .none
    }
  }
}

struct ProfileFeature: Reducer, FeatureActionPayload {
  struct Contact: Equatable {
    var email = ""
  }

  struct Avatar: Equatable {
    var size = 1
  }

  struct Friend: Equatable, Identifiable {
    var id = 0
  }

  enum Sheet: Equatable {
    case badge(BadgeFeature.State)
  }

  struct State: Equatable {
    var name = ""
    var isPublic = false
    var visits = 0
    var contact = Contact()
    var nickname: String?
    var avatar: Avatar?
    var sheet: Sheet?
    var friends: IdentifiedArrayOf<Friend>
    var alert: AlertState<AlertAction>?
  }

  typealias Action = FeatureAction<Self>

  enum ViewAction {
    case nameChanged(String)
    case publicToggled
    case visited
    case emailChanged(email: String)
    case nicknameSet(String)
    case avatarPicked(Avatar)
  }

  enum InternalAction {
    case badgeTapped
  }

  enum ChildAction {
    case sheet(PresentationAction<SheetAction>)
    case alert(PresentationAction<AlertAction>)
  }

  enum AlertAction { case retry }

  enum SheetAction {
    case badge(BadgeFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce(core)
  }

  func core(state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(let viewAction):
      return reduce(into: &state, viewAction: viewAction)
    case .inner(let internalAction):
      return reduce(into: &state, internalAction: internalAction)
    case .child(let childAction):
      return reduce(into: &state, childAction: childAction)
    }
  }

  func reduce(into state: inout State, viewAction: ViewAction) -> Effect<Action> {
    switch viewAction {
    case .nameChanged(let name):
      state.name = name
      return .none
    case .publicToggled:
      state.isPublic.toggle()
      return .none
    case .visited:
      state.visits += 1
      return .none
    case .emailChanged(let email):
      state.contact.email = email
      return .none
    case .nicknameSet(let nickname):
      state.nickname = nickname
      return .none
    case .avatarPicked(let avatar):
      state.avatar = avatar
      return .none
    }
  }

  func reduce(into state: inout State, internalAction: InternalAction) -> Effect<Action> {
    switch internalAction {
    case .badgeTapped:
      state.sheet = .badge(BadgeFeature.State())
      return .none
    }
  }

  func reduce(into state: inout State, childAction: ChildAction) -> Effect<Action> {
    switch childAction {
    case .sheet(.presented(.badge(.delegate(.closed)))):
      state.sheet = nil
      return .none
    case .sheet(.dismiss):
      state.sheet = nil
      return .none
    case .sheet:
      return .none
    case .alert(.dismiss):
      state.alert = nil
      return .none
    case .alert:
      return .none
    }
  }
}
