// rx.tap only exists for UIButton (and other controls), not UILabel.
// expect-error: 'tap'
import RxCocoa
import RxSwift
import UIKit

func observeTaps(on label: UILabel, bag: DisposeBag) {
    label.rx.tap.subscribe(onNext: { print("tap") }).disposed(by: bag)
}
