// UIViewController's init() is a convenience initializer; subclasses must call a designated one.
// expect-error: must call a designated initializer of the superclass 'UIViewController'
import UIKit

final class ScreenViewController: UIViewController {
    init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
