// An early exit on a Bool field of the state: below `if !state.isPremium { …; return }` the
// flag is true, as below `guard state.isPremium else { …; return }`.
struct BackupSettings {
  struct State {
    var isPremium = false
    var wantsBackup = false
    var upsell: String?
  }

  enum Action {
    case toggleBackup(Bool)
    case purchased
  }

  func reduce(into state: inout State, action: Action) {
    switch action {
    case .toggleBackup(let on):
      if !state.isPremium {
        state.upsell = "premium"
        return
      }
      state.wantsBackup = on
    case .purchased:
      state.isPremium = true
      state.upsell = nil
    }
  }
}
