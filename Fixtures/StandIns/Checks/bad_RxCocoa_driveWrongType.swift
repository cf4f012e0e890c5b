// A Driver<Int> cannot drive a String? binder.
// expect-error: no exact matches in call to instance method 'drive'
import RxCocoa
import RxSwift
import UIKit

func bindCount(_ count: Driver<Int>, to label: UILabel, bag: DisposeBag) {
    count.drive(label.rx.text).disposed(by: bag)
}
