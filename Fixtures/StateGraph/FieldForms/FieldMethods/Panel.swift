struct Panel {
  enum Mode { case idle, editing }

  var mode: Mode = .editing
  var isFocused = true

  mutating func finishEditing() {
    mode = .idle
    isFocused = false
  }

  mutating func reset() {
    mode = .idle
  }
}

struct Footer {
  var isExpanded = false

  mutating func reset() {
    isExpanded = false
  }
}
