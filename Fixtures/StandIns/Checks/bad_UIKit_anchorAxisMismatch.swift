// An X-axis anchor cannot be constrained to a Y-axis anchor.
// expect-error: to expected argument type 'NSLayoutAnchor<NSLayoutXAxisAnchor>'
import UIKit

func pin(_ child: UIView, in parent: UIView) {
    NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: parent.topAnchor),
    ])
}
