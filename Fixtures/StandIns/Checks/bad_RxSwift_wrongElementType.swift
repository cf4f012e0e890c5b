// onNext receives the element type of the sequence.
// expect-error: cannot convert value of type 'Int' to closure result type 'String'
import RxSwift

func log(_ words: Observable<String>, bag: DisposeBag) {
    words
        .map { $0.count }
        .subscribe(onNext: { (word: String) in print(word) })
        .disposed(by: bag)
}
