// Factories RxSwift code passes as function values: `flatMap(Observable.just)`,
// `catch(Observable.error)`. Rheo's factories take `file:`/`line:` defaults, which a function
// value cannot supply; each keeps a one-parameter overload for this. Compiled, not run.
import Foundation
import Rheo
import RheoCocoa

func rxSwiftFunctionReferencesUsage() {
    let bag = DisposeBag()
    let numbers = Observable.of(1, 2, 3)
    numbers.flatMap(Observable.just).subscribe().disposed(by: bag)
    numbers.concatMap(Observable<Int>.just).subscribe().disposed(by: bag)
    numbers.catch(Observable.error).subscribe().disposed(by: bag)
    Observable<Int?>.just(1).flatMap(Observable.from(optional:)).subscribe().disposed(by: bag)
    let singles: [Single<Int>] = [1, 2].map(Single.just)
    let failedSingle: (Error) -> Single<Int> = Single.error
    let maybes: [Maybe<Int>] = [1, 2].map(Maybe.just)
    let failedMaybe: (Error) -> Maybe<Int> = Maybe.error
    let failedCompletable: (Error) -> Completable = Completable.error
    let infallibles: [Infallible<Int>] = [1, 2].map(Infallible.just)
    let drivers: [Driver<Int>] = [1, 2].map(Driver.just)
    let signals: [Signal<Int>] = [1, 2].map(Signal.just)
    _ = (singles, failedSingle, maybes, failedMaybe, failedCompletable, infallibles, drivers, signals)
    // Initializers passed as function values.
    numbers.multicast(makeSubject: PublishSubject<Int>.init).connect().disposed(by: bag)
    let makeBag: () -> DisposeBag = DisposeBag.init
    let makeAsync: () -> AsyncSubject<Int> = AsyncSubject.init
    let makePublishRelay: () -> PublishRelay<Int> = PublishRelay.init
    let makeBehaviorSubject: (Int) -> BehaviorSubject<Int> = BehaviorSubject.init(value:)
    let makeBehaviorRelay: (Int) -> BehaviorRelay<Int> = BehaviorRelay.init(value:)
    _ = (makeBag, makeAsync, makePublishRelay, makeBehaviorSubject, makeBehaviorRelay)
}
