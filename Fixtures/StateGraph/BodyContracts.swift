// composable-architecture bodies that run a reducer written outside them: `Reduce(self.core)`
// (a method of the feature) and a stored `reducer` built in an initializer. The body's
// `BindingReducer` and `.ifLet(\.$x, …)` belong to that reducer's machine.

import ComposableArchitecture

@Reducer
struct NotesFeature {
  @ObservableState
  struct State {
    var notes: [String] = []
    var isSaving = false
    var query = ""
    @Presents var editor: EditorFeature.State?
  }

  enum Action: BindableAction {
    case view(View)
    case saved
    case editor(PresentationAction<EditorFeature.Action>)

    enum View: BindableAction {
      case binding(BindingAction<State>)
      case tapSave
      case tapNew
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce(self.core)
      .ifLet(\.$editor, action: \.editor) { EditorFeature() }
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(.tapSave):
      state.isSaving = true
      return .none
    case .view(.tapNew):
      state.editor = EditorFeature.State()
      return .none
    case .view:
      return .none
    case .saved:
      state.isSaving = false
      return .none
    case .editor:
      return .none
    }
  }
}

@Reducer
struct EditorFeature {
  private let reducer: Reduce<State, Action>

  init(reducer: Reduce<State, Action>) {
    self.reducer = reducer
  }

  @ObservableState
  struct State {
    var text = ""
    var wordCount = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case clear
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    reducer
  }
}

extension EditorFeature {
  init() {
    let reducer = Reduce<State, Action> { state, action in
      switch action {
      case .binding:
        return .none
      case .clear:
        state.text = ""
        state.wordCount = 0
        return .none
      }
    }
    self.init(reducer: reducer)
  }
}
