// RxSwift 6's deprecated RxSwift 5 names, called as RxSwift code calls them. Each function
// is marked deprecated itself, which silences the deprecation warnings; the warnings
// themselves are checked by Scripts/check-deprecations.sh.
import Dispatch
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

private struct DeprecatedUsageError: Error {}

@available(*, deprecated)
func deprecatedUsageObservable(_ disposeBag: DisposeBag) {
    let numbers = Observable.of(1, 2, 3, 4)
    let stop = PublishSubject<Void>()
    let background = ConcurrentDispatchQueueScheduler(qos: .background)

    numbers
        .subscribeOn(background)
        .observeOn(MainScheduler.instance)
        .subscribe(onNext: { _ in })
        .disposed(by: disposeBag)

    let takeUntil: Observable<Int> = numbers.takeUntil(stop)
    let takeUntilBehavior: Observable<Int> = numbers.takeUntil(.inclusive, predicate: { $0 == 3 })
    let takeUntilExclusive: Observable<Int> = numbers.takeUntil(.exclusive) { $0 == 3 }
    let takeWhile: Observable<Int> = numbers.takeWhile { $0 < 3 }
    let takeDuration: Observable<Int> = numbers.take(.seconds(1), scheduler: MainScheduler.instance)
    let skipWhile: Observable<Int> = numbers.skipWhile { $0 < 3 }
    let skipUntil: Observable<Int> = numbers.skipUntil(stop)
    let elementAt: Observable<Int> = numbers.elementAt(2)
    let catchError: Observable<Int> = numbers.catchError { _ in Observable.just(0) }
    let catchErrorReturn: Observable<Int> = numbers.catchErrorJustReturn(0)
    let catchSequence: Observable<Int> = Observable.catchError([numbers, Observable.just(0)])
    let retryTyped: Observable<Int> = numbers.retryWhen { (errors: Observable<DeprecatedUsageError>) in
        errors.delay(.seconds(1), scheduler: MainScheduler.instance)
    }
    let retry: Observable<Int> = numbers.retryWhen { errors in
        errors.take(3)
    }
    _ = [
        takeUntil, takeUntilBehavior, takeUntilExclusive, takeWhile, takeDuration, skipWhile, skipUntil,
        elementAt, catchError, catchErrorReturn, catchSequence, retryTyped, retry,
    ]
}

@available(*, deprecated)
func deprecatedUsageTraits(_ disposeBag: DisposeBag) {
    let single = Single<Int>.just(1)
    let maybe = Maybe<Int>.just(1)
    let completable = Completable.empty()
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)

    single
        .subscribeOn(scheduler)
        .observeOn(MainScheduler.instance)
        .subscribe(
            onSuccess: { _ in },
            onError: { _ in }
        )
        .disposed(by: disposeBag)
    single.subscribe(onSuccess: { _ in }, onError: { _ in }, onDisposed: {}).disposed(by: disposeBag)
    single.subscribe(onError: { _ in }).disposed(by: disposeBag)

    let singles: [Single<Int>] = [
        single.catchError { _ in .just(0) },
        single.catchErrorJustReturn(0),
        single.retryWhen { (errors: Observable<DeprecatedUsageError>) in errors },
        single.retryWhen { errors in errors.take(1) },
    ]
    let maybes: [Maybe<Int>] = [
        maybe.observeOn(MainScheduler.instance),
        maybe.subscribeOn(scheduler),
        maybe.catchError { _ in .empty() },
        maybe.catchErrorJustReturn(0),
        maybe.retryWhen { (errors: Observable<DeprecatedUsageError>) in errors },
        maybe.retryWhen { errors in errors.take(1) },
    ]
    let completables: [Completable] = [
        completable.observeOn(MainScheduler.instance),
        completable.subscribeOn(scheduler),
        completable.catchError { _ in .empty() },
        completable.retryWhen { (errors: Observable<DeprecatedUsageError>) in errors },
        completable.retryWhen { errors in errors.take(1) },
    ]
    _ = (singles, maybes, completables)
}

/// Runs the RxSwift 5 names once against a test scheduler, as an RxTest test would.
final class DeprecatedUsageTests: RheoTestCase {
    @available(*, deprecated)
    func testRxSwift5NamesRunOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .error(240, DeprecatedUsageError()),
        ])
        let res = scheduler.start {
            xs.observeOn(scheduler).skipWhile { $0 < 2 }.takeWhile { $0 < 10 }.catchErrorJustReturn(-1)
        }
        XCTAssertEqual(res.events, [.next(221, 2), .next(231, 3), .next(241, -1), .completed(241)])
    }
}
