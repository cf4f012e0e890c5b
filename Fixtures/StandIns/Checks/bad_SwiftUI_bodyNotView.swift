// A body must build views.
// expect-error: 'View'
import SwiftUI

struct Counter: View {
    let count: Int
    var body: some View {
        count
    }
}
