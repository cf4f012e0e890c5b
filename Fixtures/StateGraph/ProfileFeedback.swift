// Issue 31: a feedback-loop reducer returning copies made by a helper the run does not declare
// (`mutated` comes from a package): what its closure sets on its parameter is the change.
struct ProfileState {
  var user: String?
  var error: String?
  var isLoading = false
}

enum ProfileEvent { case load, loaded(String), failed(String), signOut }

extension ProfileState {
  static func reduce(state: ProfileState, event: ProfileEvent) -> ProfileState {
    switch event {
    case .load:
      return state.mutated { $0.isLoading = true }
    case .loaded(let user):
      return state.mutated {
        $0.user = user
        $0.error = nil
        $0.isLoading = false
      }
    case .failed(let message):
      return state.mutated { draft in
        draft.error = message
        draft.isLoading = false
      }
    case .signOut:
      return state.applying { $0.user = nil }
    }
  }
}
