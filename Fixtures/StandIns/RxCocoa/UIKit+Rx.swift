// Interface stand-in for RxCocoa 6: reactive extensions of UIKit classes.
// Other writable properties (isHidden, alpha, isEnabled, ...) come from
// RxSwift's `Reactive` dynamic-member Binder synthesis.

import RxSwift
import UIKit

extension Reactive where Base: UIControl {
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<()> { fatalError("stand-in") }
    public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        fatalError("stand-in")
    }
}

extension Reactive where Base: UIButton {
    public var tap: ControlEvent<Void> { fatalError("stand-in") }
    public func title(for controlState: UIControl.State = []) -> Binder<String?> { fatalError("stand-in") }
    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> { fatalError("stand-in") }
}

extension Reactive where Base: UILabel {
    public var text: Binder<String?> { fatalError("stand-in") }
    public var attributedText: Binder<NSAttributedString?> { fatalError("stand-in") }
}

extension Reactive where Base: UITextField {
    public var text: ControlProperty<String?> { fatalError("stand-in") }
    public var value: ControlProperty<String?> { fatalError("stand-in") }
    public var attributedText: ControlProperty<NSAttributedString?> { fatalError("stand-in") }
}

extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> { fatalError("stand-in") }
}
