import Combine
import SwiftUI

struct NotesView: View {
  var body: some View { Text("Notes") }
}
