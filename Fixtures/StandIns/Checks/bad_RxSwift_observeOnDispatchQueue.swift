// RxSwift schedulers are not DispatchQueues (that is Combine's receive(on:)).
// expect-error: argument type 'DispatchQueue' does not conform to expected type 'ImmediateSchedulerType'
import Foundation
import RxSwift

func render(_ names: Observable<[String]>, bag: DisposeBag) {
    names
        .observe(on: DispatchQueue.main)
        .subscribe(onNext: { print($0) })
        .disposed(by: bag)
}
