import Foundation

/// A local bound to a changed copy of the state that later becomes the state (assigned to it or
/// returned) is the state with those changes, and its copies of itself change it further; a
/// changed copy handed elsewhere changes nothing.
struct EditorState {
  var title: String
  var isValid: Bool
  var isDirty: Bool

  func setting(title: String? = nil, isValid: Bool? = nil, isDirty: Bool? = nil) -> EditorState {
    var next = self
    next.title = title ?? self.title
    next.isValid = isValid ?? self.isValid
    next.isDirty = isDirty ?? self.isDirty
    return next
  }
}

enum EditorAction {
  case rename(String)
  case save
  case preview
}

final class EditorStore {
  private(set) var state = EditorState(title: "", isValid: true, isDirty: false)
  private let previewer: Previewer

  init(previewer: Previewer) {
    self.previewer = previewer
  }

  func send(_ action: EditorAction) {
    switch action {
    case .rename(let title):
      var draft = state.setting(title: title, isDirty: true)
      if title.isEmpty {
        draft = draft.setting(isValid: false)
      }
      state = draft
    case .save:
      let saved = state.setting(isDirty: false)
      state = saved
    case .preview:
      let shown = state.setting(isDirty: false)
      previewer.show(shown)
    }
  }
}
