import SwiftUI

enum NotesBuilder {
  static func make() -> some View {
    let storage = AppEnvironment.shared.storage
    _ = storage
    return Text("Notes")
  }
}
