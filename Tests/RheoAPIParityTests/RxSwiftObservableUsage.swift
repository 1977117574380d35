// RxSwift 6.10's Observable, ObservableType, ObserverType, Event and operator declarations
// (RxSwift/Observables/*.swift, ObservableType+Extensions.swift, AnyObserver.swift,
// Event.swift, GroupedObservable.swift, ConnectableObservableType.swift), called with
// RxSwift's exact labels and types. Compiled, not run. Audited APIs that other files
// cover (ifEmpty, decode, multicast(_:selector:), skip(_:scheduler:), deprecated names) are
// not repeated here.
import Foundation
import Rheo

private struct UsageError: Error {}

private final class UsageOwner {}

func rxSwiftObservableCreationUsage() {
    let scheduler: SchedulerType = MainScheduler.instance
    let immediate: ImmediateSchedulerType = CurrentThreadScheduler.instance

    let created: Observable<Int> = Observable.create { (observer: AnyObserver<Int>) -> Disposable in
        observer.onNext(1)
        observer.on(.next(2))
        observer.onError(UsageError())
        observer.onCompleted()
        return Disposables.create()
    }
    let deferred: Observable<Int> = Observable.deferred { () throws -> Observable<Int> in created }
    let empty: Observable<Int> = Observable.empty()
    let never: Observable<Int> = Observable.never()
    let failed: Observable<Int> = Observable.error(UsageError())
    let just: Observable<Int> = Observable.just(1)
    let justOn: Observable<Int> = Observable.just(1, scheduler: immediate)
    let of: Observable<Int> = Observable.of(1, 2, 3)
    let ofOn: Observable<Int> = Observable.of(1, 2, scheduler: immediate)
    let fromArray: Observable<Int> = Observable.from([1, 2])
    let fromArrayOn: Observable<Int> = Observable.from([1, 2], scheduler: immediate)
    let fromSequence: Observable<Int> = Observable.from(1..<3)
    let fromSequenceOn: Observable<Int> = Observable.from(Set([1, 2]), scheduler: immediate)
    let fromOptional: Observable<Int> = Observable.from(optional: Int?.none)
    let fromOptionalOn: Observable<Int> = Observable.from(optional: 1, scheduler: immediate)
    let range: Observable<Int> = Observable.range(start: 1, count: 3)
    let rangeOn: Observable<Int> = Observable<Int>.range(start: 1, count: 3, scheduler: immediate)
    let repeated: Observable<Int> = Observable.repeatElement(1)
    let repeatedOn: Observable<Int> = Observable.repeatElement(1, scheduler: immediate)
    let generated: Observable<Int> = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
    let generatedOn: Observable<Int> = Observable.generate(
        initialState: 0, condition: { $0 < 3 }, scheduler: immediate, iterate: { $0 + 1 })
    let interval: Observable<Int> = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
    let timer: Observable<Int> = Observable<Int>.timer(.seconds(1), scheduler: scheduler)
    let periodic: Observable<Int64> = Observable<Int64>.timer(.seconds(1), period: .seconds(2), scheduler: scheduler)
    let using: Observable<Int> = Observable.using(
        { () throws -> CompositeDisposable in CompositeDisposable() },
        observableFactory: { (_: CompositeDisposable) throws -> Observable<Int> in just })
    _ = [
        deferred, empty, never, failed, justOn, of, ofOn, fromArray, fromArrayOn, fromSequence, fromSequenceOn,
        fromOptional, fromOptionalOn, range, rangeOn, repeated, repeatedOn, generated, generatedOn, interval, timer,
        using,
    ]
    _ = periodic
}

func rxSwiftObservableCombiningUsage() {
    let a: Observable<Int> = Observable.just(1)
    let b: Observable<String> = Observable.just("b")
    let c: Observable<Double> = Observable.just(1)

    let amb: Observable<Int> = a.amb(a)
    let ambAll: Observable<Int> = Observable.amb([a, a])
    let concat: Observable<Int> = a.concat(a)
    let concatSequence: Observable<Int> = Observable.concat(AnySequence([a, a]))
    let concatCollection: Observable<Int> = Observable.concat([a, a])
    let concatVariadic: Observable<Int> = Observable.concat(a, a)
    let concatInner: Observable<Int> = Observable.of(a, a).concat()
    let merge: Observable<Int> = Observable.merge([a, a])
    let mergeCollection: Observable<Int> = Observable.merge(ContiguousArray([a, a]))
    let mergeVariadic: Observable<Int> = Observable.merge(a, a)
    let mergeInner: Observable<Int> = Observable.of(a, a).merge()
    let mergeLimited: Observable<Int> = Observable.of(a, a).merge(maxConcurrent: 1)
    let switched: Observable<Int> = Observable.of(a, a).switchLatest()
    let startWith: Observable<Int> = a.startWith(0, 1)
    let latest2: Observable<(Int, String)> = Observable.combineLatest(a, b)
    let latest2Selected: Observable<String> = Observable.combineLatest(a, b) { "\($0)\($1)" }
    let latest3: Observable<(Int, String, Double)> = Observable.combineLatest(a, b, c)
    let latest3Selected: Observable<Int> = Observable.combineLatest(a, b, c, resultSelector: { x, _, _ in x })
    let latest8: Observable<(Int, Int, Int, Int, Int, Int, Int, Int)> = Observable.combineLatest(a, a, a, a, a, a, a, a)
    let latestCollection: Observable<[Int]> = Observable.combineLatest([a, a])
    let latestCollectionSelected: Observable<Int> = Observable.combineLatest([a, a]) { $0.count }
    let zip2: Observable<(Int, String)> = Observable.zip(a, b)
    let zip2Selected: Observable<String> = Observable.zip(a, b, resultSelector: { "\($0)\($1)" })
    let zip8: Observable<(Int, Int, Int, Int, Int, Int, Int, Int)> = Observable.zip(a, a, a, a, a, a, a, a)
    let zipCollection: Observable<[Int]> = Observable.zip([a, a])
    let zipCollectionSelected: Observable<Int> = Observable.zip([a, a], resultSelector: { $0.count })
    let withLatest: Observable<String> = a.withLatestFrom(b)
    let withLatestSelected: Observable<Int> = a.withLatestFrom(b) { x, _ in x }
    let sample: Observable<Int> = a.sample(b)
    let sampleDefault: Observable<Int> = a.sample(b, defaultValue: 0)
    _ = [
        amb, ambAll, concat, concatSequence, concatCollection, concatVariadic, concatInner, merge, mergeCollection,
        mergeVariadic, mergeInner, mergeLimited, switched, startWith, latest2Selected.map { _ in 0 },
        latest3Selected, latestCollectionSelected, zip2Selected.map { _ in 0 }, zipCollectionSelected,
        withLatest.map { _ in 0 }, withLatestSelected, sample, sampleDefault,
    ]
    _ = (latest2, latest3, latest8, latestCollection, zip2, zip8, zipCollection)
}

func rxSwiftObservableTransformingUsage() {
    let scheduler: SchedulerType = MainScheduler.instance
    let a: Observable<Int> = Observable.just(1)
    let owner = UsageOwner()

    let map: Observable<String> = a.map { String($0) }
    let compactMap: Observable<Int> = Observable.just("1").compactMap { Int($0) }
    let filter: Observable<Int> = a.filter { $0 > 0 }
    let flatMap: Observable<String> = a.flatMap { _ in Observable.just("x") }
    let flatMapFirst: Observable<String> = a.flatMapFirst { _ in Observable.just("x") }
    let flatMapLatest: Observable<String> = a.flatMapLatest { _ in Observable.just("x") }
    let concatMap: Observable<String> = a.concatMap { _ in Observable.just("x") }
    let scan: Observable<Int> = a.scan(0) { $0 + $1 }
    let scanInto: Observable<[Int]> = a.scan(into: [Int]()) { $0.append($1) }
    let reduce: Observable<Int> = a.reduce(0, accumulator: +)
    let reduceMapped: Observable<String> = a.reduce(0, accumulator: +, mapResult: { String($0) })
    let toArray: Single<[Int]> = a.toArray()
    let enumerated: Observable<(index: Int, element: Int)> = a.enumerated()
    let buffer: Observable<[Int]> = a.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler)
    let window: Observable<Observable<Int>> = a.window(timeSpan: .seconds(1), count: 2, scheduler: scheduler)
    let grouped: Observable<GroupedObservable<Bool, Int>> = a.groupBy(keySelector: { $0 > 0 })
    let groupedInner: Observable<Int> = grouped.flatMap { (group: GroupedObservable<Bool, Int>) -> Observable<Int> in
        let key: Bool = group.key
        _ = key
        return group.asObservable()
    }
    let group = GroupedObservable<String, Int>(key: "k", source: a)
    let materialized: Observable<Event<Int>> = a.materialize()
    let dematerialized: Observable<Int> = materialized.dematerialize()
    let unretained: Observable<(UsageOwner, Int)> = a.withUnretained(owner)
    let unretainedSelected: Observable<Int> = a.withUnretained(owner) { _, x in x }
    let ignored: Observable<Never> = a.ignoreElements()
    let asSingle: Single<Int> = a.asSingle()
    let asMaybe: Maybe<Int> = a.asMaybe()
    let first: Single<Int?> = a.first()
    _ = [
        map.map { _ in 0 }, compactMap, filter, flatMap.map { _ in 0 }, flatMapFirst.map { _ in 0 },
        flatMapLatest.map { _ in 0 }, concatMap.map { _ in 0 }, scan, reduce, groupedInner, group.asObservable(),
        dematerialized, unretainedSelected,
    ]
    _ = (scanInto, reduceMapped, toArray, enumerated, buffer, window, unretained, ignored, asSingle, asMaybe, first)
}

func rxSwiftObservableFilteringUsage() {
    let scheduler: SchedulerType = MainScheduler.instance
    let a: Observable<Int> = Observable.just(1)
    let points: Observable<CGPointLike> = Observable.just(CGPointLike(x: 1))

    let distinct: Observable<Int> = a.distinctUntilChanged()
    let distinctKey: Observable<Int> = a.distinctUntilChanged { $0 % 2 }
    let distinctComparer: Observable<Int> = a.distinctUntilChanged { (l: Int, r: Int) -> Bool in l == r }
    let distinctKeyComparer: Observable<Int> = a.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
    let distinctKeyPath: Observable<CGPointLike> = points.distinctUntilChanged(at: \.x)
    let elementAt: Observable<Int> = a.element(at: 1)
    let single: Observable<Int> = a.single()
    let singlePredicate: Observable<Int> = a.single { $0 > 0 }
    let skip: Observable<Int> = a.skip(1)
    let skipWhile: Observable<Int> = a.skip(while: { $0 < 1 })
    let skipUntil: Observable<Int> = a.skip(until: a)
    let take: Observable<Int> = a.take(1)
    let takeFor: Observable<Int> = a.take(for: .seconds(1), scheduler: scheduler)
    let takeLast: Observable<Int> = a.takeLast(1)
    let takeUntil: Observable<Int> = a.take(until: a)
    let takeUntilPredicate: Observable<Int> = a.take(until: { $0 > 1 })
    let takeUntilInclusive: Observable<Int> = a.take(until: { $0 > 1 }, behavior: .inclusive)
    let takeWhile: Observable<Int> = a.take(while: { $0 < 1 })
    let takeWhileInclusive: Observable<Int> = a.take(while: { $0 < 1 }, behavior: .exclusive)
    let behavior: TakeBehavior = .inclusive
    let debounce: Observable<Int> = a.debounce(.seconds(1), scheduler: scheduler)
    let throttle: Observable<Int> = a.throttle(.seconds(1), scheduler: scheduler)
    let throttleFirst: Observable<Int> = a.throttle(.seconds(1), latest: false, scheduler: scheduler)
    _ = [
        distinct, distinctKey, distinctComparer, distinctKeyComparer, elementAt, single, singlePredicate, skip,
        skipWhile, skipUntil, take, takeFor, takeLast, takeUntil, takeUntilPredicate, takeUntilInclusive, takeWhile,
        takeWhileInclusive, debounce, throttle, throttleFirst,
    ]
    _ = (distinctKeyPath, behavior)
}

/// A `Sendable`-free stand-in for a key-path target (Foundation's CGPoint is not on Linux's
/// every toolchain).
struct CGPointLike {
    var x: Int
}

func rxSwiftObservableErrorAndTimeUsage() {
    let scheduler: SchedulerType = MainScheduler.instance
    let immediate: ImmediateSchedulerType = CurrentThreadScheduler.instance
    let a: Observable<Int> = Observable.just(1)

    let caught: Observable<Int> = a.catch { (_: Error) throws -> Observable<Int> in .just(0) }
    let caughtReturn: Observable<Int> = a.catchAndReturn(0)
    let caughtSequence: Observable<Int> = Observable.catch(sequence: [a, a])
    let retry: Observable<Int> = a.retry()
    let retryCount: Observable<Int> = a.retry(3)
    let retryWhen: Observable<Int> = a.retry(when: { (errors: Observable<UsageError>) in errors.map { _ in () } })
    let retryWhenAny: Observable<Int> = a.retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
    let timeout: Observable<Int> = a.timeout(.seconds(1), scheduler: scheduler)
    let timeoutOther: Observable<Int> = a.timeout(.seconds(1), other: a, scheduler: scheduler)
    let delay: Observable<Int> = a.delay(.seconds(1), scheduler: scheduler)
    let delaySubscription: Observable<Int> = a.delaySubscription(.seconds(1), scheduler: scheduler)
    let observeOn: Observable<Int> = a.observe(on: immediate)
    let subscribeOn: Observable<Int> = a.subscribe(on: immediate)
    let debug: Observable<Int> = a.debug()
    let debugNamed: Observable<Int> = a.debug("a", trimOutput: true)
    let debugFull: Observable<Int> = a.debug("a", trimOutput: false, file: #file, line: #line, function: #function)
    let side: Observable<Int> = a.do(
        onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
        afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let sideNext: Observable<Int> = a.do(onNext: { _ in })
    _ = [
        caught, caughtReturn, caughtSequence, retry, retryCount, retryWhen, retryWhenAny, timeout, timeoutOther, delay,
        delaySubscription, observeOn, subscribeOn, debug, debugNamed, debugFull, side, sideNext,
    ]
}

func rxSwiftObservableSharingUsage() {
    let a: Observable<Int> = Observable.just(1)

    let shared: Observable<Int> = a.share()
    let sharedReplay: Observable<Int> = a.share(replay: 1)
    let sharedForever: Observable<Int> = a.share(replay: 1, scope: .forever)
    let scope: SubjectLifetimeScope = .whileConnected
    let published: ConnectableObservable<Int> = a.publish()
    let replayed: ConnectableObservable<Int> = a.replay(1)
    let replayedAll: ConnectableObservable<Int> = a.replayAll()
    let multicast: ConnectableObservable<Int> = a.multicast(PublishSubject<Int>())
    let multicastFactory: ConnectableObservable<Int> = a.multicast(makeSubject: { PublishSubject<Int>() })
    let refCounted: Observable<Int> = published.refCount()
    let connection: Disposable = replayed.connect()
    func connect<C: ConnectableObservableType>(_ connectable: C) -> Disposable { connectable.connect() }
    _ = connect(replayedAll)
    connection.dispose()
    _ = [shared, sharedReplay, sharedForever, refCounted, multicast.asObservable(), multicastFactory.asObservable()]
    _ = scope
}

func rxSwiftSubscribingUsage() {
    let a: Observable<Int> = Observable.just(1)
    let owner = UsageOwner()
    let bag = DisposeBag()

    let byEvent: Disposable = a.subscribe { (event: Event<Int>) in _ = event }
    let byHandlers: Disposable = a.subscribe(
        onNext: { (_: Int) in }, onError: { (_: Error) in }, onCompleted: {}, onDisposed: {})
    let byNext: Disposable = a.subscribe(onNext: { _ in })
    let withObject: Disposable = a.subscribe(
        with: owner, onNext: { (_: UsageOwner, _: Int) in }, onError: { (_: UsageOwner, _: Error) in },
        onCompleted: { (_: UsageOwner) in }, onDisposed: { (_: UsageOwner) in })
    let withObjectNext: Disposable = a.subscribe(with: owner, onNext: { _, _ in })
    let byObserver: Disposable = a.subscribe(AnyObserver<Int> { _ in })
    let subject = PublishSubject<Int>()
    a.subscribe(subject).disposed(by: bag)
    [byEvent, byHandlers, byNext, withObject, withObjectNext, byObserver].forEach { $0.dispose() }

    func generic<O: ObservableType>(_ source: O) -> Observable<O.Element> where O.Element == Int {
        source.asObservable()
    }
    func convertible<C: ObservableConvertibleType>(_ source: C) -> Observable<C.Element> { source.asObservable() }
    _ = generic(a)
    _ = convertible(a)

    let errorHandler: Hooks.DefaultErrorHandler = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = errorHandler
    let callstack: Hooks.CustomCaptureSubscriptionCallstack = Hooks.customCaptureSubscriptionCallstack
    Hooks.customCaptureSubscriptionCallstack = callstack
    let record: Bool = Hooks.recordCallStackOnError
    Hooks.recordCallStackOnError = record
}

func rxSwiftObserverAndEventUsage() {
    let observer = AnyObserver<Int>(eventHandler: { (event: Event<Int>) in _ = event })
    let handler: AnyObserver<Int>.EventHandler = { _ in }
    let wrapped = AnyObserver<Int>(observer)
    let erased: AnyObserver<Int> = wrapped.asObserver()
    let mapped: AnyObserver<String> = observer.mapObserver { (text: String) throws -> Int in text.count }
    erased.on(.next(1))
    mapped.onNext("a")
    mapped.onCompleted()
    mapped.onError(UsageError())
    func generic<O: ObserverType>(_ observer: O) -> AnyObserver<O.Element> { observer.asObserver() }
    _ = generic(PublishSubject<Int>())
    _ = handler

    let event: Event<Int> = .next(1)
    let stop: Bool = event.isStopEvent
    let element: Int? = event.element
    let error: Error? = event.error
    let completed: Bool = event.isCompleted
    let mappedEvent: Event<String> = event.map { String($0) }
    let description: String = event.debugDescription
    func convertible<E: EventConvertible>(_ value: E) -> Event<E.Element> { value.event }
    _ = convertible(event)
    switch event {
    case .next(let value): _ = value
    case .error(let failure): _ = failure
    case .completed: break
    }
    _ = (stop, element, error, completed, mappedEvent, description)
}

/// A function that throws: RxSwift's operator closures are `throws`, and user code calls
/// throwing functions inside them without a `do`/`catch`.
private func mayThrow(_ value: Int) throws -> Int {
    if value < 0 { throw UsageError() }
    return value
}

func rxSwiftThrowingClosuresUsage() {
    let a: Observable<Int> = Observable.just(1)
    let s: Observable<String> = Observable.just("s")
    let results: [Observable<Int>] = [
        a.map { try mayThrow($0) },
        a.compactMap { try mayThrow($0) },
        a.filter { try mayThrow($0) > 0 },
        a.flatMap { Observable.just(try mayThrow($0)) },
        a.flatMapFirst { Observable.just(try mayThrow($0)) },
        a.flatMapLatest { Observable.just(try mayThrow($0)) },
        a.concatMap { Observable.just(try mayThrow($0)) },
        a.scan(0) { try mayThrow($0 + $1) },
        a.scan(into: 0) { $0 = try mayThrow($1) },
        a.reduce(0) { try mayThrow($0 + $1) },
        a.reduce(0, accumulator: { try mayThrow($0 + $1) }, mapResult: { try mayThrow($0) }),
        a.distinctUntilChanged { try mayThrow($0) },
        a.distinctUntilChanged { (l: Int, r: Int) throws -> Bool in try mayThrow(l) == r },
        a.distinctUntilChanged({ try mayThrow($0) }, comparer: { try mayThrow($0) == $1 }),
        a.skip(while: { try mayThrow($0) > 0 }),
        a.take(while: { try mayThrow($0) > 0 }),
        a.take(until: { try mayThrow($0) > 0 }),
        a.single { try mayThrow($0) > 0 },
        a.do(
            onNext: { _ = try mayThrow($0) }, afterNext: { _ = try mayThrow($0) },
            onError: { _ in _ = try mayThrow(1) },
            afterError: { _ in _ = try mayThrow(1) }, onCompleted: { _ = try mayThrow(1) },
            afterCompleted: { _ = try mayThrow(1) }),
        a.catch { _ in Observable.just(try mayThrow(0)) },
        a.withLatestFrom(s) { x, _ in try mayThrow(x) },
        Observable.combineLatest(a, s) { x, _ in try mayThrow(x) },
        Observable.combineLatest([a, a]) { try mayThrow($0.count) },
        Observable.zip(a, s) { x, _ in try mayThrow(x) },
        Observable.zip([a, a]) { try mayThrow($0.count) },
        Observable.deferred { Observable.just(try mayThrow(1)) },
        Observable.generate(initialState: 0, condition: { try mayThrow($0) < 3 }, iterate: { try mayThrow($0 + 1) }),
        Observable.using({ BooleanDisposable() }, observableFactory: { _ in .just(try mayThrow(1)) }),
        a.groupBy(keySelector: { try mayThrow($0) }).flatMap { $0.asObservable() },
    ]
    let single: Single<Int> = Single.just(1)
    let singles: [Single<Int>] = [
        single.map { try mayThrow($0) },
        single.flatMap { .just(try mayThrow($0)) },
        single.do(onSuccess: { _ = try mayThrow($0) }, afterSuccess: { _ = try mayThrow($0) }),
        single.catch { _ in .just(try mayThrow(0)) },
        Single.deferred { .just(try mayThrow(1)) },
        Single.zip([single, single]) { try mayThrow($0.count) },
    ]
    let maybes: [Maybe<Int>] = [
        single.filter { try mayThrow($0) > 0 },
        single.compactMap { try mayThrow($0) },
        single.flatMapMaybe { .just(try mayThrow($0)) },
        Maybe.just(1).map { try mayThrow($0) },
        Maybe.just(1).flatMap { .just(try mayThrow($0)) },
        Maybe.just(1).do(onNext: { _ = try mayThrow($0) }, onCompleted: { _ = try mayThrow(1) }),
    ]
    let completables: [Completable] = [
        single.flatMapCompletable { _ in
            _ = try mayThrow(1)
            return .empty()
        },
        Completable.empty().do(onError: { _ in _ = try mayThrow(1) }, onCompleted: { _ = try mayThrow(1) }),
    ]
    let observer: AnyObserver<String> = AnyObserver<Int> { _ in }.mapObserver { try mayThrow($0.count) }
    let event: Event<Int> = Event.next(1).map { try mayThrow($0) }
    _ = (results, singles, maybes, completables, observer, event)
}

/// RxSwift idioms written as apps write them, without type annotations: overloads that are
/// ambiguous in Rheo and not in RxSwift would fail here.
func rxSwiftUnannotatedIdiomsUsage() {
    let bag = DisposeBag()
    Observable.of(1, 2, 3).map { $0 * 2 }.filter { $0 > 2 }.subscribe { event in _ = event }.disposed(by: bag)
    Observable.from([1, 2]).flatMap { Observable.just($0) }.subscribe(onNext: { _ in }).disposed(by: bag)
    Observable.just(1).subscribe(onNext: { _ in }, onError: { _ in }).disposed(by: bag)
    Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance).take(2).subscribe().disposed(
        by: bag)
    Observable.combineLatest(Observable.just(1), Observable.just(2)).map { $0 + $1 }.subscribe().disposed(by: bag)
    Observable.zip(Observable.just(1), Observable.just("a")) { "\($0)\($1)" }.subscribe().disposed(by: bag)
    Observable.just(1).share(replay: 1).catchAndReturn(0).debug().subscribe().disposed(by: bag)
    Observable.just(1).withLatestFrom(Observable.just("a")).subscribe(onNext: { _ in }).disposed(by: bag)
    Observable.just(1).asSingle().subscribe { result in _ = result }.disposed(by: bag)
    Single.just(1).subscribe(onSuccess: { _ in }).disposed(by: bag)
    Maybe.just(1).subscribe(onSuccess: { _ in }, onCompleted: {}).disposed(by: bag)
    Completable.empty().subscribe(onCompleted: {}).disposed(by: bag)
    Completable.empty().subscribe { event in _ = event }.disposed(by: bag)
    Observable.just(1).asDriver(onErrorJustReturn: 0).drive(onNext: { _ in }).disposed(by: bag)
    Observable.just(1).bind(onNext: { _ in }).disposed(by: bag)
    let subject = BehaviorSubject(value: 0)
    Observable.just(1).bind(to: subject).disposed(by: bag)
    let relay = BehaviorRelay(value: 0)
    Observable.just(1).bind(to: relay).disposed(by: bag)
    relay.asObservable().distinctUntilChanged().skip(1).subscribe().disposed(by: bag)
    Observable.just([1]).map { $0.count }.startWith(0).scan(0, accumulator: +).subscribe().disposed(by: bag)
    Observable.just(1).observe(on: MainScheduler.instance).subscribe(
        on: ConcurrentDispatchQueueScheduler(qos: .default)
    )
    .subscribe().disposed(by: bag)
    Observable.just(1).delay(.seconds(1), scheduler: MainScheduler.instance).timeout(
        .seconds(2), scheduler: MainScheduler.instance
    )
    .retry(2).subscribe().disposed(by: bag)
    Observable.just(1).toArray().subscribe(onSuccess: { _ in }).disposed(by: bag)
}

/// Matching RxSwift's errors by case. `argumentOutOfRange`'s shape is checked in
/// ErrorsUsage.swift; `default` keeps this match valid either way.
func rxSwiftErrorCasesUsage(_ error: Error) -> String {
    guard let rxError = error as? RxError else { return "other" }
    switch rxError {
    case .unknown: return "unknown"
    case .disposed(let object): return "disposed \(object)"
    case .overflow: return "overflow"
    case .noElements: return "noElements"
    case .moreThanOneElement: return "moreThanOneElement"
    case .timeout: return "timeout"
    default: return rxError.debugDescription
    }
}
