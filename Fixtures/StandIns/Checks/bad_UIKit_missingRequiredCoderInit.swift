// A view controller with its own designated init must provide init?(coder:).
// expect-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
import UIKit

final class ScreenViewController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
}
