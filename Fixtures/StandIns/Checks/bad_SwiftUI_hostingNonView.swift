// UIHostingController's rootView must be a View.
// expect-error: 'Int' conform to 'View'
import SwiftUI

@MainActor
func makeHost() -> UIViewController {
    UIHostingController(rootView: 1)
}
