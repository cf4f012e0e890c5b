// A composable-architecture feature of our own writing whose values come from where real apps
// keep them: a field of a type the module names through a nested `typealias` (`Settings.Flags
// = [Flag: Bool]`), a Foundation type built through a static member the module declares for it
// (`Locale.vaultDefault`), an identifier of composable-architecture's `AnyHashableSendable`, and
// a presented child feature (a struct state), an alert and a confirmation dialog whose buttons
// send actions, each started presented. Guards on the state's own fields (`state.pin.isEmpty`)
// are met by the start, and a source case with a payload (`screen=note`) is built.
import ComposableArchitecture
import Foundation

enum Flag: Hashable { case biometrics, backups }

struct Settings: Equatable {
  typealias Flags = [Flag: Bool]
  let flags: Flags
}

extension Locale {
  static let vaultDefault: Self = Locale(identifier: "en_US_POSIX")
}

struct NoteEditor: Reducer {
  struct State: Equatable {
    var text = ""
  }

  enum Action { case save }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct VaultFeature: Reducer {
  enum Field: Equatable { case pin, notes }

  enum Screen: Equatable {
    case list
    case note(NoteEditor.State)
  }

  struct State: Equatable {
    let id: AnyHashableSendable
    let settings: Settings
    let locale: Locale
    var isLocked = false
    var isSaved = false
    var isWiped = false
    var editor: NoteEditor.State?
    var alert: AlertState<AlertAction>?
    var dialog: ConfirmationDialogState<DialogAction>?
    var pin = ""
    var notes: [String] = []
    var focus: Field?
    var screen = Screen.list
  }

  enum Action {
    case editor(PresentationAction<NoteEditor.Action>)
    case alert(PresentationAction<AlertAction>)
    case dialog(PresentationAction<DialogAction>)
    case submitTapped
    case closeTapped
  }

  enum AlertAction { case wipe }

  enum DialogAction { case lock }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editor(.presented(.save)):
      state.isSaved = true
      return .none
    case .alert(.presented(.wipe)):
      state.isWiped = true
      return .none
    case .dialog(.presented(.lock)):
      state.isLocked = true
      return .none
    case .submitTapped:
      if state.pin.isEmpty {
        state.focus = .pin
      } else if state.notes.isEmpty {
        state.focus = .notes
      }
      return .none
    case .closeTapped:
      switch state.screen {
      case .note:
        state.screen = .list
      case .list:
        break
      }
      return .none
    case .editor, .alert, .dialog:
      return .none
    }
  }
}
