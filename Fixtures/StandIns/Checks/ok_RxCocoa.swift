// Ordinary RxCocoa usage that must type-check. BehaviorRelay comes via
// RxCocoa's re-export of RxRelay (no `import RxRelay`).
import RxCocoa
import RxSwift
import UIKit

final class CounterViewController: UIViewController {
    private let label = UILabel()
    private let button = UIButton(type: .system)
    private let field = UITextField()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let count = BehaviorRelay<Int>(value: 0)
    private let messages = PublishRelay<String>()
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()

        button.rx.tap
            .withLatestFrom(count)
            .map { $0 + 1 }
            .bind(to: count)
            .disposed(by: bag)

        count
            .map { "Count: \($0)" }
            .asDriver(onErrorJustReturn: "")
            .drive(label.rx.text)
            .disposed(by: bag)

        count.asDriver()
            .map { $0 > 10 }
            .drive(button.rx.isHidden, spinner.rx.isAnimating)
            .disposed(by: bag)

        count
            .map { "\($0)" }
            .bind(to: label.rx.text)
            .disposed(by: bag)

        field.rx.text.orEmpty
            .asDriver()
            .distinctUntilChanged()
            .drive(onNext: { [weak self] text in self?.title = text })
            .disposed(by: bag)

        messages.asSignal()
            .emit(onNext: { print($0) })
            .disposed(by: bag)

        button.rx.controlEvent(.touchUpInside)
            .subscribe(onNext: { print("tapped") })
            .disposed(by: bag)

        let enabled: Binder<Bool> = button.rx.isEnabled
        Observable.just(true).bind(to: enabled).disposed(by: bag)

        let titleBinder = Binder(self) { (vc: CounterViewController, title: String) in vc.title = title }
        Driver.just("hello").drive(titleBinder).disposed(by: bag)
        view.rx.alpha.onNext(0.5)
    }
}
