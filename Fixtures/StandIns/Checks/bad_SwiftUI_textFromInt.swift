// Text has no initializer taking an Int.
// expect-error: value of type 'Int'
import SwiftUI

struct Counter: View {
    let count: Int
    var body: some View {
        Text(count)
    }
}
