// Issue 21 point 1: a root reducer that copies a part of its state, hands it to that part's
// reducer and assigns it back only forwards; a part copied and changed here is a change.
struct Settings {
  var isDark = false
}

enum SettingsAction {
  case toggleDark
}

func settingsReducer(state: inout Settings, action: SettingsAction) -> Settings {
  switch action {
  case .toggleDark:
    state.isDark.toggle()
  }
  return state
}

struct AppModel {
  var settings = Settings()
  var tags: [String] = []
  var phase: Phase = .launching

  enum Phase {
    case launching, running
  }
}

enum AppModelAction {
  case settings(SettingsAction)
  case tag(String)
  case launched
}

func appModelReducer(state: inout AppModel, action: AppModelAction) {
  switch action {
  case .settings(let settingsAction):
    var newState = state.settings
    newState = settingsReducer(state: &newState, action: settingsAction)
    state.settings = newState
  case .tag(let tag):
    var tags = state.tags
    tags.append(tag)
    state.tags = tags
  case .launched:
    state.phase = .running
  }
}
