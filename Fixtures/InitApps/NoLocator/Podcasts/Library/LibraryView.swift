import SwiftData
import SwiftUI

struct LibraryView: View {
  var body: some View { Text("Library") }
}

/// A preview's data: a SwiftData container and a static stand-in, both for previews only.
@MainActor let previewContainer: ModelContainer = try! ModelContainer(for: Episode.self)

struct LibraryView_Previews: PreviewProvider {
  static let sampleEnvironment = LibraryEnvironment()
  static var previews: some View { LibraryView().modelContainer(previewContainer) }
}

#Preview {
  LibraryView().modelContainer(previewContainer)
}

@Model final class Episode {
  var title = ""
  init() {}
}
