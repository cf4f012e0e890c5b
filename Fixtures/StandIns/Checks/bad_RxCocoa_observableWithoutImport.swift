// RxCocoa re-exports RxRelay but not RxSwift: Observable needs `import RxSwift`.
// expect-error: cannot find type 'Observable' in scope
import RxCocoa

func values() -> Observable<Int> {
    fatalError()
}
