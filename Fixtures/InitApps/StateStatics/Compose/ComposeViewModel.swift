final class ComposeViewModel {
  func save(_ text: String) {
    guard text.count <= Globals.maxLength else { return }
    Globals.drafts.texts.append(text)
  }
}
