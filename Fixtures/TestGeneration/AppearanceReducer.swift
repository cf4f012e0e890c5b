// `reduce(into:action:)` on a reducer struct with a nested state enum (ThemeReducer's form).
struct AppearanceReducer {
  enum Appearance { case light, dark, system }

  enum Change { case followSystem, choose(dark: Bool), invert }

  func reduce(into state: inout Appearance, action: Change) {
    switch action {
    case .followSystem:
      state = .system
    case .choose(let dark):
      state = dark ? .dark : .light
    case .invert:
      switch state {
      case .light: state = .dark
      case .dark: state = .light
      case .system: break
      }
    }
  }
}
