// A reducer closure declared by a function type (`static var reducer: (S, A) -> S`) that
// returns another type's static value (`ProfileFormModel.initialState`): a whole new state that
// cannot be told, not a case named `initialState`.
struct ProfileFormState {
  var name: String
  var isSaving: Bool
}

enum ProfileFormAction {
  case nameChanged(String)
  case save
  case saved
  case close
}

enum ProfileFormModel {
  static let initialState = ProfileFormState(name: "", isSaving: false)

  static var reducer: @Sendable (ProfileFormState, ProfileFormAction) -> ProfileFormState {
    return { state, action in
      switch action {
      case .nameChanged(let name):
        return modify(state) { $0.name = name }
      case .save:
        return modify(state) { $0.isSaving = true }
      case .saved, .close:
        return ProfileFormModel.initialState
      }
    }
  }
}
