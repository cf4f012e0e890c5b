// Issue 31, a form seen in the field: a case calls a mutating method of a field's type declared
// in another file (`state.panel.finishEditing()`). What that method sets is the case's change,
// under the field's path (`panel.mode=idle`). A method that two types of the run declare cannot
// be told apart by its name alone and stays `field=?`; so does a collection's own mutation.
struct BoardReducer {
  struct State {
    var panel = Panel()
    var footer = Footer()
    var cards: [String] = []
  }

  enum Action {
    case sceneBecameActive
    case footerTapped
    case cardAdded(String)
  }

  func reduce(_ state: inout State, _ action: Action) -> Effect {
    switch action {
    case .sceneBecameActive:
      state.panel.finishEditing()
      return .none
    case .footerTapped:
      state.footer.reset()
      return .none
    case .cardAdded(let title):
      state.cards.append(title)
      return .none
    }
  }
}

enum Effect { case none }
