// @StateObject requires an ObservableObject.
// expect-error: 'Model' conform to 'ObservableObject'
import SwiftUI

final class Model {
    var value = 0
}

struct Screen: View {
    @StateObject var model = Model()
    var body: some View {
        Text("\(model.value)")
    }
}
