// The closures RxSwift 6.10 and RxCocoa let throw on Infallible
// (RxSwift/Traits/Infallible/Infallible+Operators.swift, +CombineLatest+*, +Zip+*) and on
// Driver/Signal (RxCocoa/Traits/SharedSequence/SharedSequence+Operators+arity.swift and
// SharedSequence+Operators.swift: zip/combineLatest result selectors), each called with
// `try` inside, and Infallible's wider take(until:)/skip(until:) triggers and concat
// argument. Compiled, not run.
import Foundation
import Rheo
import RheoCocoa

private struct ThrowingUsageError: Error {}

private func check(_ value: Int) throws -> Int {
    if value < 0 {
        throw ThrowingUsageError()
    }
    return value
}

func rxSwiftInfallibleThrowingClosuresUsage() {
    let infallible: Infallible<Int> = Infallible.just(1)
    let other: Infallible<String> = Infallible.just("a")
    let observable: Observable<Int> = Observable.just(1)
    let subject = PublishSubject<Void>()

    let deferred: Infallible<Int> = Infallible.deferred { () throws -> Infallible<Int> in
        _ = try check(1)
        return infallible
    }
    let distinctKey: Infallible<Int> = infallible.distinctUntilChanged { try check($0) }
    let distinctComparer: Infallible<Int> = infallible.distinctUntilChanged { try check($0) == (try check($1)) }
    let distinctBoth: Infallible<Int> = infallible.distinctUntilChanged(
        { try check($0) }, comparer: { try check($0) == (try check($1)) })
    let done: Infallible<Int> = infallible.do(
        onNext: { _ = try check($0) }, afterNext: { _ = try check($0) },
        onCompleted: { _ = try check(0) }, afterCompleted: { _ = try check(0) },
        onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let takeUntilPredicate: Infallible<Int> = infallible.take(until: { try check($0) > 1 }, behavior: .inclusive)
    let takeUntilPredicateDefault: Infallible<Int> = infallible.take(until: { try check($0) > 1 })
    let takeWhile: Infallible<Int> = infallible.take(while: { try check($0) < 1 }, behavior: .exclusive)
    let takeWhileDefault: Infallible<Int> = infallible.take(while: { try check($0) < 1 })
    let skipWhile: Infallible<Int> = infallible.skip(while: { try check($0) < 1 })
    let latest: Infallible<String> = infallible.withLatestFrom(other) { "\(try check($0))\($1)" }

    // Triggers of any ObservableType, as RxSwift's generic signatures allow, beside the
    // Infallible ones.
    let takeUntilObservable: Infallible<Int> = infallible.take(until: observable)
    let takeUntilSubject: Infallible<Int> = infallible.take(until: subject)
    let takeUntilInfallible: Infallible<Int> = infallible.take(until: other)
    let skipUntilObservable: Infallible<Int> = infallible.skip(until: observable)
    let skipUntilSubject: Infallible<Int> = infallible.skip(until: subject)
    let skipUntilInfallible: Infallible<Int> = infallible.skip(until: other)
    // concat takes any ObservableConvertibleType of the same element.
    let concatObservable: Infallible<Int> = infallible.concat(observable)
    let concatInfallible: Infallible<Int> = infallible.concat(infallible)
    let concatSingle: Infallible<Int> = infallible.concat(Single.just(2))

    let combined: Infallible<Int> = Infallible.combineLatest(infallible, other) { try check($0) + $1.count }
    let combined8: Infallible<Int> = Infallible.combineLatest(
        infallible, infallible, infallible, infallible, infallible, infallible, infallible, infallible
    ) { try check($0) + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    let combinedCollection: Infallible<Int> = Infallible.combineLatest([infallible, infallible]) {
        try check($0.reduce(0, +))
    }
    let zipped: Infallible<Int> = Infallible.zip(infallible, other) { try check($0) + $1.count }
    let zipped3: Infallible<Int> = Infallible.zip(infallible, infallible, infallible) { try check($0 + $1 + $2) }
    let zippedCollection: Infallible<Int> = Infallible.zip([infallible, infallible]) { try check($0.reduce(0, +)) }

    _ = [
        deferred, distinctKey, distinctComparer, distinctBoth, done, takeUntilPredicate, takeUntilPredicateDefault,
        takeWhile, takeWhileDefault, skipWhile, takeUntilObservable, takeUntilSubject, takeUntilInfallible,
        skipUntilObservable, skipUntilSubject, skipUntilInfallible, concatObservable, concatInfallible,
        concatSingle, combined, combined8, combinedCollection, zipped, zipped3, zippedCollection,
    ]
    _ = latest

    // Closures that do not throw still compile against the same overloads.
    let plain: Infallible<Int> = infallible.distinctUntilChanged { $0 }.skip(while: { $0 < 0 }).do(onNext: { _ in })
    _ = plain
}

func rxCocoaSharedSequenceThrowingSelectorsUsage() {
    let driver: Driver<Int> = Driver.just(1)
    let text: Driver<String> = Driver.just("a")
    let signal: Signal<Int> = Signal.just(1)

    let combined: Driver<Int> = Driver.combineLatest(driver, text) { try check($0) + $1.count }
    let combined3: Driver<Int> = Driver.combineLatest(driver, driver, driver) { try check($0 + $1 + $2) }
    let combined8: Driver<Int> = Driver.combineLatest(
        driver, driver, driver, driver, driver, driver, driver, driver
    ) { try check($0) + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    let combinedCollection: Driver<Int> = Driver.combineLatest([driver, driver]) { try check($0.reduce(0, +)) }
    let zipped: Driver<Int> = Driver.zip(driver, text) { try check($0) + $1.count }
    let zipped8: Driver<Int> = Driver.zip(
        driver, driver, driver, driver, driver, driver, driver, driver
    ) { try check($0) + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    let zippedCollection: Driver<Int> = Driver.zip([driver, driver]) { try check($0.reduce(0, +)) }
    let signalCombined: Signal<Int> = Signal.combineLatest(signal, signal) { try check($0 + $1) }
    let signalZipped: Signal<Int> = Signal.zip(signal, signal) { try check($0 + $1) }
    let signalCombinedCollection: Signal<Int> = Signal.combineLatest([signal, signal]) {
        try check($0.reduce(0, +))
    }
    let signalZippedCollection: Signal<Int> = Signal.zip([signal, signal]) { try check($0.reduce(0, +)) }
    _ = [combined, combined3, combined8, combinedCollection, zipped, zipped8, zippedCollection]
    _ = [signalCombined, signalZipped, signalCombinedCollection, signalZippedCollection]
}
