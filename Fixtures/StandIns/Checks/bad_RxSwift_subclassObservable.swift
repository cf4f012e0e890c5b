// Observable is public, not open: it cannot be subclassed outside RxSwift.
// expect-error: cannot inherit from non-open class 'Observable<Int>' outside of its defining module
import RxSwift

final class Ticks: Observable<Int> {}
