import SwiftUI

struct LibraryList: View {
  var body: some View {
    LibraryView().modelContainer(previewContainer)
  }
}
