// @Published is only available on properties of classes.
// expect-error: is unavailable
import Combine

struct Settings {
    @Published var volume: Int = 0
}
