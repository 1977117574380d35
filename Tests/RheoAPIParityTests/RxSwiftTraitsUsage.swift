// RxSwift 6.10's traits (RxSwift/Traits/PrimitiveSequence/*.swift and
// RxSwift/Traits/Infallible/*.swift): Single, Maybe, Completable and Infallible, called
// with RxSwift's exact labels and types. Compiled, not run. The audited APIs other files
// cover (asInfallible() on relays, Infallible.debug, Single.create(detached:priority:work:),
// InfallibleEvent.event, deprecated names) are not repeated here.
import Foundation
import Rheo

private struct TraitUsageError: Error {}

private final class TraitUsageOwner {}

func rxSwiftPrimitiveSequenceUsage() {
    let scheduler: SchedulerType = MainScheduler.instance
    let immediate: ImmediateSchedulerType = CurrentThreadScheduler.instance
    let single: Single<Int> = Single.just(1)

    let deferred: Single<Int> = Single.deferred { () throws -> Single<Int> in single }
    let delay: Single<Int> = single.delay(.seconds(1), scheduler: scheduler)
    let delaySubscription: Single<Int> = single.delaySubscription(.seconds(1), scheduler: scheduler)
    let observeOn: Single<Int> = single.observe(on: immediate)
    let subscribeOn: Single<Int> = single.subscribe(on: immediate)
    let caught: Single<Int> = single.catch { (_: Error) throws -> Single<Int> in .just(0) }
    let retry: Single<Int> = single.retry()
    let retryCount: Single<Int> = single.retry(2)
    let retryWhen: Single<Int> = single.retry(when: { (errors: Observable<TraitUsageError>) in errors })
    let retryWhenAny: Single<Int> = single.retry(when: { (errors: Observable<Error>) in errors })
    let debug: Single<Int> = single.debug("s", trimOutput: false, file: #file, line: #line, function: #function)
    let using: Single<Int> = Single.using(
        { () throws -> BooleanDisposable in BooleanDisposable() },
        primitiveSequenceFactory: { (_: BooleanDisposable) throws -> Single<Int> in single })
    let timeout: Single<Int> = single.timeout(.seconds(1), scheduler: scheduler)
    let timeoutOther: Single<Int> = single.timeout(.seconds(1), other: single, scheduler: scheduler)
    let timer: Single<Int> = Single<Int>.timer(.seconds(1), scheduler: scheduler)
    let observable: Observable<Int> = single.asObservable()
    let primitive: PrimitiveSequence<SingleTrait, Int> = single.primitiveSequence
    func generic<P: PrimitiveSequenceType>(_ value: P) -> PrimitiveSequence<P.Trait, P.Element> {
        value.primitiveSequence
    }
    _ = generic(single)
    _ = [
        deferred, delay, delaySubscription, observeOn, subscribeOn, caught, retry, retryCount, retryWhen,
        retryWhenAny, debug, using, timeout, timeoutOther, timer, primitive,
    ]
    _ = observable
}

func rxSwiftSingleUsage() {
    let owner = TraitUsageOwner()
    let created: Single<Int> = Single.create { (observer: @escaping (SingleEvent<Int>) -> Void) -> Disposable in
        observer(.success(1))
        observer(.failure(TraitUsageError()))
        return Disposables.create()
    }
    let createdTyped: Single<Int> = Single<Int>.create { (observer: @escaping Single<Int>.SingleObserver) in
        observer(.success(1))
        return Disposables.create()
    }
    let just: Single<Int> = Single.just(1)
    let justOn: Single<Int> = Single.just(1, scheduler: CurrentThreadScheduler.instance)
    let failed: Single<Int> = Single.error(TraitUsageError())
    let never: Single<Int> = Single.never()

    let byEvent: Disposable = just.subscribe { (event: SingleEvent<Int>) in
        switch event {
        case .success(let value): _ = value
        case .failure(let error): _ = error
        }
    }
    let byHandlers: Disposable = just.subscribe(
        onSuccess: { (_: Int) in }, onFailure: { (_: Error) in }, onDisposed: {})
    let withObject: Disposable = just.subscribe(
        with: owner, onSuccess: { (_: TraitUsageOwner, _: Int) in }, onFailure: { (_: TraitUsageOwner, _: Error) in },
        onDisposed: { (_: TraitUsageOwner) in })
    [byEvent, byHandlers, withObject].forEach { $0.dispose() }

    let side: Single<Int> = just.do(
        onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in }, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    let filtered: Maybe<Int> = just.filter { $0 > 0 }
    let mapped: Single<String> = just.map { String($0) }
    let compactMapped: Maybe<Int> = mapped.compactMap { Int($0) }
    let flatMapped: Single<String> = just.flatMap { _ in Single.just("x") }
    let flatMappedMaybe: Maybe<String> = just.flatMapMaybe { _ in Maybe.just("x") }
    let flatMappedCompletable: Completable = just.flatMapCompletable { _ in Completable.empty() }
    let zipped: Single<[Int]> = Single.zip([just, just])
    let zippedSelected: Single<Int> = Single.zip([just, just]) { $0.count }
    let zip2: Single<(Int, String)> = Single.zip(just, mapped)
    let zip2Selected: Single<String> = Single.zip(just, mapped) { "\($0)\($1)" }
    let zip8: Single<(Int, Int, Int, Int, Int, Int, Int, Int)> = Single.zip(
        just, just, just, just, just, just, just, just)
    let caughtReturn: Single<Int> = just.catchAndReturn(0)
    let asMaybe: Maybe<Int> = just.asMaybe()
    let asCompletable: Completable = just.asCompletable()
    _ = [created, createdTyped, justOn, failed, never, side, caughtReturn]
    _ = (filtered, compactMapped, flatMapped, flatMappedMaybe, flatMappedCompletable, zipped, zippedSelected)
    _ = (zip2, zip2Selected, zip8, asMaybe, asCompletable)
}

func rxSwiftMaybeUsage() {
    let owner = TraitUsageOwner()
    let created: Maybe<Int> = Maybe.create { (observer: @escaping (MaybeEvent<Int>) -> Void) -> Disposable in
        observer(.success(1))
        observer(.error(TraitUsageError()))
        observer(.completed)
        return Disposables.create()
    }
    let just: Maybe<Int> = Maybe.just(1)
    let justOn: Maybe<Int> = Maybe.just(1, scheduler: CurrentThreadScheduler.instance)
    let failed: Maybe<Int> = Maybe.error(TraitUsageError())
    let never: Maybe<Int> = Maybe.never()
    let empty: Maybe<Int> = Maybe.empty()

    let byEvent: Disposable = just.subscribe { (event: MaybeEvent<Int>) in _ = event }
    let byHandlers: Disposable = just.subscribe(
        onSuccess: { (_: Int) in }, onError: { (_: Error) in }, onCompleted: {}, onDisposed: {})
    let withObject: Disposable = just.subscribe(
        with: owner, onSuccess: { (_: TraitUsageOwner, _: Int) in }, onError: { (_: TraitUsageOwner, _: Error) in },
        onCompleted: { (_: TraitUsageOwner) in }, onDisposed: { (_: TraitUsageOwner) in })
    [byEvent, byHandlers, withObject].forEach { $0.dispose() }

    let side: Maybe<Int> = just.do(
        onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
        afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let filtered: Maybe<Int> = just.filter { $0 > 0 }
    let mapped: Maybe<String> = just.map { String($0) }
    let compactMapped: Maybe<Int> = mapped.compactMap { Int($0) }
    let flatMapped: Maybe<String> = just.flatMap { _ in Maybe.just("x") }
    let orDefault: Single<Int> = just.ifEmpty(default: 0)
    let orMaybe: Maybe<Int> = just.ifEmpty(switchTo: empty)
    let orSingle: Single<Int> = just.ifEmpty(switchTo: Single.just(0))
    let caughtReturn: Maybe<Int> = just.catchAndReturn(0)
    let zipped: Maybe<[Int]> = Maybe.zip([just, just])
    let zippedSelected: Maybe<Int> = Maybe.zip([just, just]) { $0.count }
    let zip2: Maybe<(Int, String)> = Maybe.zip(just, mapped)
    let zip3Selected: Maybe<Int> = Maybe.zip(just, just, just) { $0 + $1 + $2 }
    _ = [created, justOn, failed, never, side, filtered, compactMapped, caughtReturn, orMaybe, zip3Selected]
    _ = (flatMapped, orDefault, orSingle, zipped, zippedSelected, zip2)
}

func rxSwiftCompletableUsage() {
    let owner = TraitUsageOwner()
    let created: Completable = Completable.create { (observer: @escaping (CompletableEvent) -> Void) -> Disposable in
        observer(.completed)
        observer(.error(TraitUsageError()))
        return Disposables.create()
    }
    let failed: Completable = Completable.error(TraitUsageError())
    let never: Completable = Completable.never()
    let empty: Completable = Completable.empty()

    let byEvent: Disposable = empty.subscribe { (event: CompletableEvent) in _ = event }
    let byHandlers: Disposable = empty.subscribe(onCompleted: {}, onError: { (_: Error) in }, onDisposed: {})
    let withObject: Disposable = empty.subscribe(
        with: owner, onCompleted: { (_: TraitUsageOwner) in }, onError: { (_: TraitUsageOwner, _: Error) in },
        onDisposed: { (_: TraitUsageOwner) in })
    [byEvent, byHandlers, withObject].forEach { $0.dispose() }

    let side: Completable = empty.do(
        onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    let concat: Completable = empty.concat(empty)
    let concatSequence: Completable = Completable.concat(AnySequence([empty, empty]))
    let concatCollection: Completable = Completable.concat([empty, empty])
    let concatVariadic: Completable = Completable.concat(empty, empty)
    let zipCollection: Completable = Completable.zip(ContiguousArray([empty, empty]))
    let zipArray: Completable = Completable.zip([empty, empty])
    let zipVariadic: Completable = Completable.zip(empty, empty)
    let thenSingle: Single<Int> = empty.andThen(Single.just(1))
    let thenMaybe: Maybe<Int> = empty.andThen(Maybe.just(1))
    let thenCompletable: Completable = empty.andThen(empty)
    let thenObservable: Observable<Int> = empty.andThen(Observable.just(1))
    let fromNever: Completable = Observable<Never>.empty().asCompletable()
    _ = [
        created, failed, never, side, concat, concatSequence, concatCollection, concatVariadic, zipCollection,
        zipArray, zipVariadic, thenCompletable, fromNever,
    ]
    _ = (thenSingle, thenMaybe, thenObservable)
}

func rxSwiftInfallibleUsage() {
    let scheduler: SchedulerType = MainScheduler.instance
    let immediate: ImmediateSchedulerType = CurrentThreadScheduler.instance
    let owner = TraitUsageOwner()

    let created: Infallible<Int> = Infallible.create { (observer: @escaping (InfallibleEvent<Int>) -> Void) in
        observer(.next(1))
        observer(.completed)
        return Disposables.create()
    }
    let just: Infallible<Int> = Infallible.just(1)
    let justOn: Infallible<Int> = Infallible.just(1, scheduler: immediate)
    let never: Infallible<Int> = Infallible.never()
    let empty: Infallible<Int> = Infallible.empty()
    let deferred: Infallible<Int> = Infallible.deferred { just }
    let of: Infallible<Int> = Infallible.of(1, 2, scheduler: immediate)
    let fromArray: Infallible<Int> = Infallible.from([1, 2])
    let fromSequence: Infallible<Int> = Infallible.from(1..<3, scheduler: immediate)
    let range: Infallible<Int> = Infallible.range(start: 0, count: 2, scheduler: immediate)
    let interval: Infallible<Int> = Infallible<Int>.interval(.seconds(1), scheduler: scheduler)
    let timer: Infallible<Int> = Infallible<Int>.timer(.seconds(1), scheduler: scheduler)
    let periodic: Infallible<Int> = Infallible<Int>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler)
    let fromObservable: Infallible<Int> = Observable.just(1).asInfallible(onErrorJustReturn: 0)
    let fallback: Infallible<Int> = Observable.just(1).asInfallible(onErrorFallbackTo: just)
    let recover: Infallible<Int> = Observable.just(1).asInfallible(onErrorRecover: { (_: Error) in just })

    let byEvent: Disposable = just.subscribe { (event: InfallibleEvent<Int>) in _ = event }
    let byHandlers: Disposable = just.subscribe(onNext: { (_: Int) in }, onCompleted: {}, onDisposed: {})
    let withObject: Disposable = just.subscribe(
        with: owner, onNext: { (_: TraitUsageOwner, _: Int) in }, onCompleted: { (_: TraitUsageOwner) in },
        onDisposed: { (_: TraitUsageOwner) in })
    [byEvent, byHandlers, withObject].forEach { $0.dispose() }
    func generic<I: InfallibleType>(_ value: I) -> Observable<I.Element> { value.asObservable() }
    _ = generic(just)

    let filtered: Infallible<Int> = just.filter { $0 > 0 }
    let mapped: Infallible<String> = just.map { String($0) }
    let compactMapped: Infallible<Int> = mapped.compactMap { Int($0) }
    let distinct: Infallible<Int> = just.distinctUntilChanged()
    let distinctKey: Infallible<Int> = just.distinctUntilChanged { $0 % 2 }
    let distinctComparer: Infallible<Int> = just.distinctUntilChanged { (l: Int, r: Int) in l == r }
    let distinctKeyComparer: Infallible<Int> = just.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
    let debounce: Infallible<Int> = just.debounce(.seconds(1), scheduler: scheduler)
    let throttle: Infallible<Int> = just.throttle(.seconds(1), latest: true, scheduler: scheduler)
    let flatMapped: Infallible<String> = just.flatMap { _ in mapped }
    let flatMappedLatest: Infallible<String> = just.flatMapLatest { _ in mapped }
    let flatMappedFirst: Infallible<String> = just.flatMapFirst { _ in mapped }
    let concatMapped: Infallible<String> = just.concatMap { _ in mapped }
    let concat: Infallible<Int> = just.concat(just)
    let concatSequence: Infallible<Int> = Infallible.concat(AnySequence([just, just]))
    let concatCollection: Infallible<Int> = Infallible.concat([just, just])
    let concatVariadic: Infallible<Int> = Infallible.concat(just, just)
    let mergeCollection: Infallible<Int> = Infallible.merge(ContiguousArray([just, just]))
    let mergeArray: Infallible<Int> = Infallible.merge([just, just])
    let mergeVariadic: Infallible<Int> = Infallible.merge(just, just)
    let side: Infallible<Int> = just.do(
        onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    let scanned: Infallible<Int> = just.scan(0) { $0 + $1 }
    let scannedInto: Infallible<[Int]> = just.scan(into: []) { $0.append($1) }
    let observeOn: Infallible<Int> = just.observe(on: immediate)
    let subscribeOn: Infallible<Int> = just.subscribe(on: immediate)
    let startWith: Infallible<Int> = just.startWith(0)
    let take: Infallible<Int> = just.take(1)
    let takeFor: Infallible<Int> = just.take(for: .seconds(1), scheduler: scheduler)
    let takeUntil: Infallible<Int> = just.take(until: never)
    let takeUntilPredicate: Infallible<Int> = just.take(until: { $0 > 1 }, behavior: .inclusive)
    let takeWhile: Infallible<Int> = just.take(while: { $0 > 1 }, behavior: .exclusive)
    let skip: Infallible<Int> = just.skip(1)
    let skipWhile: Infallible<Int> = just.skip(while: { $0 < 1 })
    let skipUntil: Infallible<Int> = just.skip(until: never)
    let shared: Infallible<Int> = just.share(replay: 1, scope: .whileConnected)
    let unretained: Infallible<(TraitUsageOwner, Int)> = just.withUnretained(owner)
    let unretainedSelected: Infallible<Int> = just.withUnretained(owner) { _, x in x }
    let latestFrom: Infallible<String> = just.withLatestFrom(mapped)
    let latestFromSelected: Infallible<Int> = just.withLatestFrom(mapped) { x, _ in x }
    let latestCollection: Infallible<[Int]> = Infallible.combineLatest([just, just])
    let latestCollectionSelected: Infallible<Int> = Infallible.combineLatest([just, just]) { $0.count }
    let zipCollection: Infallible<[Int]> = Infallible.zip([just, just])
    let zipCollectionSelected: Infallible<Int> = Infallible.zip([just, just]) { $0.count }
    let latest2: Infallible<(Int, String)> = Infallible.combineLatest(just, mapped)
    let latest3Selected: Infallible<Int> = Infallible.combineLatest(just, just, just) { $0 + $1 + $2 }
    let zip2: Infallible<(Int, String)> = Infallible.zip(just, mapped)
    let zip3Selected: Infallible<Int> = Infallible.zip(just, just, just) { $0 + $1 + $2 }
    _ = [
        created, justOn, never, empty, deferred, of, fromArray, fromSequence, range, interval, timer, periodic,
        fromObservable, fallback, recover, filtered, compactMapped, distinct, distinctKey, distinctComparer,
        distinctKeyComparer, debounce, throttle, concat, concatSequence, concatCollection, concatVariadic,
        mergeCollection, mergeArray, mergeVariadic, side, scanned, observeOn, subscribeOn, startWith, take, takeFor,
        takeUntil, takeUntilPredicate, takeWhile, skip, skipWhile, skipUntil, shared, unretainedSelected,
        latestFromSelected, latestCollectionSelected, zipCollectionSelected, latest3Selected, zip3Selected,
    ]
    _ = (flatMapped, flatMappedLatest, flatMappedFirst, concatMapped, scannedInto, unretained, latestFrom)
    _ = (latestCollection, zipCollection, latest2, zip2)
}

func rxSwiftTraitValuesUsage() async throws {
    let single: Int = try await Single.just(1).value
    let maybe: Int? = try await Maybe.just(1).value
    let completable: Void = try await Completable.empty().value
    for try await element in Observable.just(1).values { _ = element }
    for await element in Infallible.just(1).values { _ = element }
    let observable: Observable<Int> = AsyncStream<Int> { $0.finish() }.asObservable()
    _ = (single, maybe, completable, observable)
}

func rxSwiftTraitObserverTypealiasesUsage() {
    let single: Single<Int>.SingleObserver = { (_: SingleEvent<Int>) in }
    let maybe: Maybe<Int>.MaybeObserver = { (_: MaybeEvent<Int>) in }
    let completable: Completable.CompletableObserver = { (_: CompletableEvent) in }
    let infallible: Infallible<Int>.InfallibleObserver = { (_: InfallibleEvent<Int>) in }
    _ = (single, maybe, completable, infallible)
}

/// `create` as apps write it: untyped closure parameters and several statements. Rheo's
/// async `create` overloads must not make these ambiguous.
func rxSwiftUntypedCreateUsage() {
    let bag = DisposeBag()
    Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onCompleted()
        return Disposables.create()
    }.subscribe().disposed(by: bag)
    Single<Int>.create { single in
        single(.success(1))
        return Disposables.create()
    }.subscribe().disposed(by: bag)
    Maybe<Int>.create { maybe in
        maybe(.completed)
        return Disposables.create()
    }.subscribe().disposed(by: bag)
    Completable.create { completable in
        completable(.completed)
        return Disposables.create()
    }.subscribe().disposed(by: bag)
    Infallible<Int>.create { observer in
        observer(.next(1))
        observer(.completed)
        return Disposables.create()
    }.subscribe().disposed(by: bag)
}

/// The trait marker types and protocols as generic constraints, as helper code written
/// against RxSwift names them.
func rxSwiftTraitTypesUsage() {
    func single<E>(_ value: PrimitiveSequence<SingleTrait, E>) -> Single<E> { value }
    func maybe<E>(_ value: PrimitiveSequence<MaybeTrait, E>) -> Maybe<E> { value }
    func completable(_ value: PrimitiveSequence<CompletableTrait, Never>) -> Completable { value }
    func ticks<I: RxAbstractInteger>(_: I.Type) -> Observable<I> {
        Observable<I>.interval(.seconds(1), scheduler: MainScheduler.instance)
    }
    _ = (single(.just(1)), maybe(.empty() as Maybe<Int>), completable(.empty()), ticks(Int32.self))
}
