// The second, evidence-based sweep of RxSwift 6.10's public API (RxSwift, RxRelay, the
// platform-neutral part of RxCocoa): calls of declarations checked against RxSwift's source,
// each with RxSwift's labels and types, compiled in Swift 5 mode with plain imports. Nothing
// here is run; a renamed label, a narrowed parameter or a lost overload breaks the build.
import Foundation
import RheoCocoa
import XCTest

struct SweepError: Error {}
final class SweepObject: NSObject {
    var count = 1
}
struct SweepDecodable: Decodable {}
final class SweepRows: SectionedViewDataSourceType {
    func model(at indexPath: IndexPath) throws -> Any { indexPath.count }
}
struct SweepConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
/// Rheo's `VirtualTimeScheduler` is `@unchecked Sendable` (RxSwift's is not Sendable), so a
/// subclass restates that; without it Swift 5 mode warns, it does not fail.
final class SweepVirtualScheduler: VirtualTimeScheduler<SweepConverter>, @unchecked Sendable {
    init() { super.init(initialClock: 0, converter: SweepConverter()) }
    override func adjustScheduledTime(_ time: Int) -> Int { time }
}

/// Single, Maybe and Completable: creation, subscription (with `with:` too), operators, `zip` over collections.
func sweepPrimitiveSequenceUsage(
    s: Single<Int>, m: Maybe<Int>, c: Completable, o: SweepObject, sch: SchedulerType, imm: ImmediateSchedulerType
) {
    let _: Single<Int> = Single<Int>.create(subscribe: { (obs: @escaping Single<Int>.SingleObserver) in
        obs(.success(1))
        return Disposables.create()
    })
    let _: Disposable = s.subscribe { (e: SingleEvent<Int>) in _ = e }
    let _: Disposable = s.subscribe(
        with: o, onSuccess: { (_: SweepObject, _: Int) in }, onFailure: { (_: SweepObject, _: Error) in },
        onDisposed: { (_: SweepObject) in })
    let _: Disposable = s.subscribe(onSuccess: { (_: Int) in }, onFailure: { (_: Error) in }, onDisposed: {})
    let _: Single<Int> = Single.just(1)
    let _: Single<Int> = Single.just(1, scheduler: imm)
    let _: Single<Int> = Single.error(SweepError())
    let _: Single<Int> = Single.never()
    let _: Single<Int> = s.do(
        onSuccess: { (_: Int) throws in }, afterSuccess: { (_: Int) throws in }, onError: { (_: Error) throws in },
        afterError: { (_: Error) throws in }, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Maybe<Int> = s.filter { (_: Int) throws in true }
    let _: Single<String> = s.map { (_: Int) throws in "" }
    let _: Maybe<String> = s.compactMap { (_: Int) throws -> String? in nil }
    let _: Single<String> = s.flatMap { (_: Int) throws in Single.just("") }
    let _: Maybe<String> = s.flatMapMaybe { (_: Int) throws in Maybe.just("") }
    let _: Completable = s.flatMapCompletable { (_: Int) throws in Completable.empty() }
    let _: Single<String> = Single.zip([s, s], resultSelector: { (_: [Int]) throws in "" })
    let _: Single<[Int]> = Single.zip([s, s])
    let _: Maybe<[Int]> = Maybe.zip([m, m])
    let _: Maybe<String> = Maybe.zip([m, m], resultSelector: { (_: [Int]) throws in "" })
    // Maybe
    let _: Maybe<Int> = Maybe<Int>.create(subscribe: { (obs: @escaping Maybe<Int>.MaybeObserver) in
        obs(.completed)
        return Disposables.create()
    })
    let _: Disposable = m.subscribe { (e: MaybeEvent<Int>) in _ = e }
    let _: Disposable = m.subscribe(
        with: o, onSuccess: { (_: SweepObject, _: Int) in }, onError: { (_: SweepObject, _: Error) in },
        onCompleted: { (_: SweepObject) in }, onDisposed: { (_: SweepObject) in })
    let _: Disposable = m.subscribe(
        onSuccess: { (_: Int) in }, onError: { (_: Error) in }, onCompleted: {}, onDisposed: {})
    let _: Maybe<Int> = Maybe.just(1)
    let _: Maybe<Int> = Maybe.just(1, scheduler: imm)
    let _: Maybe<Int> = Maybe.error(SweepError())
    let _: Maybe<Int> = Maybe.never()
    let _: Maybe<Int> = Maybe.empty()
    let _: Maybe<Int> = m.do(
        onNext: { (_: Int) throws in }, afterNext: { (_: Int) throws in }, onError: { (_: Error) throws in },
        afterError: { (_: Error) throws in }, onCompleted: { () throws in }, afterCompleted: { () throws in },
        onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Maybe<Int> = m.filter { (_: Int) throws in true }
    let _: Maybe<String> = m.map { (_: Int) throws in "" }
    let _: Maybe<String> = m.compactMap { (_: Int) throws -> String? in nil }
    let _: Maybe<String> = m.flatMap { (_: Int) throws in Maybe.just("") }
    let _: Single<Int> = m.ifEmpty(default: 1)
    let _: Maybe<Int> = m.ifEmpty(switchTo: m)
    let _: Single<Int> = m.ifEmpty(switchTo: s)
    // Completable
    let _: Completable = Completable.create(subscribe: { (obs: @escaping Completable.CompletableObserver) in
        obs(.completed)
        return Disposables.create()
    })
    let _: Disposable = c.subscribe { (e: CompletableEvent) in _ = e }
    let _: Disposable = c.subscribe(
        with: o, onCompleted: { (_: SweepObject) in }, onError: { (_: SweepObject, _: Error) in },
        onDisposed: { (_: SweepObject) in })
    let _: Disposable = c.subscribe(onCompleted: {}, onError: { (_: Error) in }, onDisposed: {})
    let _: Completable = Completable.error(SweepError())
    let _: Completable = Completable.never()
    let _: Completable = Completable.empty()
    let _: Completable = c.do(
        onError: { (_: Error) throws in }, afterError: { (_: Error) throws in }, onCompleted: { () throws in },
        afterCompleted: { () throws in }, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Completable = c.concat(c)
    let _: Completable = Completable.concat(AnySequence([c]))
    let _: Completable = Completable.concat([c])
    let _: Completable = Completable.concat(c, c)
    let _: Completable = Completable.zip(Set<Int>().map { _ in c })
    let _: Completable = Completable.zip([c])
    let _: Completable = Completable.zip(c, c)
    // PrimitiveSequence
    let _: PrimitiveSequence<SingleTrait, Int> = s.primitiveSequence
    let _: Single<Int> = Single.deferred { () throws in s }
    let _: Single<Int> = s.delay(.seconds(1), scheduler: sch)
    let _: Single<Int> = s.delaySubscription(.seconds(1), scheduler: sch)
    let _: Single<Int> = s.observe(on: imm)
    let _: Single<Int> = s.subscribe(on: imm)
    let _: Single<Int> = s.catch { (_: Error) throws in s }
    let _: Single<Int> = s.catchAndReturn(1)
    let _: Single<Int> = s.retry(2)
    let _: Single<Int> = s.retry(when: { (e: Observable<SweepError>) in e })
    let _: Single<Int> = s.retry(when: { (e: Observable<Error>) in e })
    let _: Single<Int> = s.debug("x", trimOutput: true, file: "f", line: 1, function: "g")
    let _: Single<Int> = Single.using(
        { () throws in BooleanDisposable() }, primitiveSequenceFactory: { (_: BooleanDisposable) throws in s })
    let _: Single<Int> = s.timeout(.seconds(1), scheduler: sch)
    let _: Single<Int> = s.timeout(.seconds(1), other: s, scheduler: sch)
    let _: Single<Int> = Single<Int>.timer(.seconds(1), scheduler: sch)
    let _: Observable<Int> = s.asObservable()
    let _: Maybe<Int> = m.catchAndReturn(1)
}

/// Awaiting traits, and the conversions from `ObservableType` to traits.
func sweepPrimitiveSequenceConcurrencyUsage(
    s: Single<Int>, m: Maybe<Int>, c: Completable, o: Observable<Int>, n: Observable<Never>
) async throws {
    let _: Int = try await s.value
    let _: Int? = try await m.value
    let _: Void = try await c.value
    let _: Single<Int> = o.asSingle()
    let _: Single<Int?> = o.first()
    let _: Maybe<Int> = o.asMaybe()
    let _: Completable = n.asCompletable()
    let _: Maybe<Int> = s.asMaybe()
    let _: Completable = s.asCompletable()
}

/// RxSwift/Observables: every operator file's declarations, with RxSwift's labels and closure types.
func sweepObservableOperatorsUsage(
    o: Observable<Int>, s: Observable<String>, sch: SchedulerType, imm: ImmediateSchedulerType, obj: SweepObject,
    oo: Observable<Observable<Int>>, od: Observable<Data>
) {
    let _: Observable<Int> = Observable<Int>.create { (obs: AnyObserver<Int>) in Disposables.create() }
    let _: Observable<Int> = Observable.just(1)
    let _: Observable<Int> = Observable.just(1, scheduler: imm)
    let _: Observable<Int> = Observable.of(1, 2, scheduler: imm)
    let _: Observable<Int> = Observable.of(1, 2)
    let _: Observable<Int> = Observable.from([1], scheduler: imm)
    let _: Observable<Int> = Observable.from(AnySequence([1]), scheduler: imm)
    let _: Observable<Int> = Observable.from(optional: 1)
    let _: Observable<Int> = Observable.from(optional: 1, scheduler: imm)
    let _: Observable<Int> = Observable.generate(
        initialState: 0, condition: { (_: Int) throws in true }, scheduler: imm, iterate: { (x: Int) throws in x })
    let _: Observable<Int> = Observable.generate(
        initialState: 0, condition: { (_: Int) throws in true }, iterate: { (x: Int) throws in x })
    let _: Observable<Int> = Observable.range(start: 0, count: 3, scheduler: imm)
    let _: Observable<Int> = Observable.range(start: 0, count: 3)
    let _: Observable<Int> = Observable.repeatElement(1, scheduler: imm)
    let _: Observable<Int> = Observable.repeatElement(1)
    let _: Observable<Int> = Observable.empty()
    let _: Observable<Int> = Observable.error(SweepError())
    let _: Observable<Int> = Observable.never()
    let _: Observable<Int> = Observable.deferred { () throws in o }
    let _: Observable<Int> = Observable.using(
        { () throws in BooleanDisposable() }, observableFactory: { (_: BooleanDisposable) throws in o })
    let _: Observable<Int> = Observable<Int>.timer(.seconds(1), period: .seconds(1), scheduler: sch)
    let _: Observable<Int> = Observable<Int>.timer(.seconds(1), scheduler: sch)
    let _: Observable<Int> = Observable<Int>.interval(.seconds(1), scheduler: sch)
    let _: Observable<Int> = Observable.amb([o, o])
    let _: Observable<Int> = o.amb(o)
    let _: Observable<[Int]> = o.buffer(timeSpan: .seconds(1), count: 2, scheduler: sch)
    let _: Observable<Int> = o.catch { (_: Error) throws in o }
    let _: Observable<Int> = o.catchAndReturn(1)
    let _: Observable<Int> = Observable.catch(sequence: [o])
    let _: Observable<Int> = o.retry()
    let _: Observable<Int> = o.retry(2)
    let _: Observable<[Int]> = Observable.combineLatest([o, o])
    let _: Observable<String> = Observable.combineLatest([o, o], resultSelector: { (_: [Int]) throws in "" })
    let _: Observable<(Int, String)> = Observable.combineLatest(o, s)
    let _: Observable<String> = Observable.combineLatest(o, s, resultSelector: { (_: Int, _: String) throws in "" })
    let _: Observable<String> = o.compactMap { (_: Int) throws -> String? in nil }
    let _: Observable<Int> = o.concat(o)
    let _: Observable<Int> = Observable.concat([o])
    let _: Observable<Int> = Observable.concat(o, o)
    let _: Observable<Int> = Observable.concat(AnySequence([o]))
    let _: Observable<Int> = oo.concat()
    let _: Observable<Int> = oo.merge()
    let _: Observable<Int> = oo.merge(maxConcurrent: 2)
    let _: Observable<Int> = oo.switchLatest()
    let _: Observable<String> = o.concatMap { (_: Int) throws in s }
    let _: Observable<Int> = o.debounce(.seconds(1), scheduler: sch)
    let _: Observable<Int> = o.debug("x", trimOutput: false, file: "", line: 1, function: "")
    let _: Observable<SweepDecodable> = od.decode(type: SweepDecodable.self, decoder: JSONDecoder())
    let _: Observable<Int> = o.ifEmpty(default: 1)
    let _: Observable<Int> = o.ifEmpty(switchTo: o)
    let _: Observable<Int> = o.delay(.seconds(1), scheduler: sch)
    let _: Observable<Int> = o.delaySubscription(.seconds(1), scheduler: sch)
    let _: Observable<Int> = o.materialize().dematerialize()
    let _: Observable<Int> = o.distinctUntilChanged()
    let _: Observable<Int> = o.distinctUntilChanged { (x: Int) throws in x }
    let _: Observable<Int> = o.distinctUntilChanged { (a: Int, b: Int) throws in a == b }
    let _: Observable<Int> = o.distinctUntilChanged(
        { (x: Int) throws in x }, comparer: { (a: Int, b: Int) throws in a == b })
    let _: Observable<Int> = o.distinctUntilChanged(at: \Int.bitWidth)
    let _: Observable<Int> = o.do(
        onNext: { (_: Int) throws in }, afterNext: { (_: Int) throws in }, onError: { (_: Error) throws in },
        afterError: { (_: Error) throws in }, onCompleted: { () throws in }, afterCompleted: { () throws in },
        onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Observable<Int> = o.element(at: 1)
    let _: Observable<(index: Int, element: Int)> = o.enumerated()
    let _: Observable<Int> = o.filter { (_: Int) throws in true }
    let _: Observable<Never> = o.ignoreElements()
    let _: Observable<GroupedObservable<String, Int>> = o.groupBy { (_: Int) throws in "" }
    let _: Observable<String> = o.map { (_: Int) throws in "" }
    let _: Observable<String> = o.flatMap { (_: Int) throws in s }
    let _: Observable<String> = o.flatMapFirst { (_: Int) throws in s }
    let _: Observable<String> = o.flatMapLatest { (_: Int) throws in s }
    let _: Observable<Int> = Observable.merge([o])
    let _: Observable<Int> = Observable.merge(o, o)
    let _: Observable<Int> = Observable.merge(AnyCollection([o]))
    let _: Observable<String> = o.multicast(
        { () throws in PublishSubject<Int>() }, selector: { (x: Observable<Int>) throws in x.map { _ in "" } })
    let _: ConnectableObservable<Int> = o.multicast(PublishSubject<Int>())
    let _: ConnectableObservable<Int> = o.multicast(makeSubject: { PublishSubject<Int>() })
    let _: ConnectableObservable<Int> = o.publish()
    let _: ConnectableObservable<Int> = o.replay(1)
    let _: ConnectableObservable<Int> = o.replayAll()
    let _: Observable<Int> = o.publish().refCount()
    let _: Observable<Int> = o.observe(on: imm)
    let _: Observable<Int> = o.subscribe(on: imm)
    let _: Observable<Int> = o.reduce(0, accumulator: { (a: Int, b: Int) throws in a + b })
    let _: Observable<String> = o.reduce(
        0, accumulator: { (a: Int, b: Int) throws in a + b }, mapResult: { (_: Int) throws in "" })
    let _: Observable<Int> = o.retry(when: { (e: Observable<SweepError>) in e })
    let _: Observable<Int> = o.retry(when: { (e: Observable<Error>) in e })
    let _: Observable<Int> = o.sample(s)
    let _: Observable<Int> = o.sample(s, defaultValue: 1)
    let _: Observable<Int> = o.scan(0, accumulator: { (a: Int, b: Int) throws in a + b })
    let _: Observable<Int> = o.scan(into: 0, accumulator: { (a: inout Int, b: Int) throws in a += b })
    let _: Observable<Int> = o.share()
    let _: Observable<Int> = o.share(replay: 1, scope: .forever)
    let _: Observable<Int> = o.share(replay: 1, scope: SubjectLifetimeScope.whileConnected)
    let _: Observable<Int> = o.single()
    let _: Observable<Int> = o.single { (_: Int) throws in true }
    let _: Observable<Int> = o.skip(2)
    let _: Observable<Int> = o.skip(.seconds(1), scheduler: sch)
    let _: Observable<Int> = o.skip(until: s)
    let _: Observable<Int> = o.skip(while: { (_: Int) throws in true })
    let _: Observable<Int> = o.startWith(1, 2)
    let _: Observable<Int> = o.take(2)
    let _: Observable<Int> = o.take(for: .seconds(1), scheduler: sch)
    let _: Observable<Int> = o.takeLast(2)
    let _: Observable<Int> = o.take(until: s)
    let _: Observable<Int> = o.take(until: { (_: Int) throws in true }, behavior: .inclusive)
    let _: Observable<Int> = o.take(until: { (_: Int) throws in true })
    let _: Observable<Int> = o.take(while: { (_: Int) throws in true }, behavior: .exclusive)
    let _: Observable<Int> = o.take(while: { (_: Int) throws in true })
    let _: Observable<Int> = o.throttle(.seconds(1), latest: false, scheduler: sch)
    let _: Observable<Int> = o.throttle(.seconds(1), scheduler: sch)
    let _: Observable<Int> = o.timeout(.seconds(1), scheduler: sch)
    let _: Observable<Int> = o.timeout(.seconds(1), other: o, scheduler: sch)
    let _: Observable<[Int]> = o.toArray().asObservable()
    let _: Single<[Int]> = o.toArray()
    let _: Observable<Observable<Int>> = o.window(timeSpan: .seconds(1), count: 2, scheduler: sch)
    let _: Observable<String> = o.withLatestFrom(s)
    let _: Observable<String> = o.withLatestFrom(s, resultSelector: { (_: Int, b: String) throws in b })
    let _: Observable<(SweepObject, Int)> = o.withUnretained(obj)
    let _: Observable<String> = o.withUnretained(obj, resultSelector: { (_: SweepObject, _: Int) in "" })
    let _: Observable<[Int]> = Observable.zip([o])
    let _: Observable<String> = Observable.zip([o], resultSelector: { (_: [Int]) throws in "" })
    let _: Observable<(Int, String)> = Observable.zip(o, s)
    let _: Observable<String> = Observable.zip(o, s, resultSelector: { (_: Int, _: String) throws in "" })
}

/// Subscribing, `Disposables.create` overloads, `DisposeBag` and the disposable classes.
func sweepSubscriptionAndDisposablesUsage(
    o: Observable<Int>, d: Disposable, obj: SweepObject, sch: SchedulerType, imm: ImmediateSchedulerType
) {
    let _: Disposable = o.subscribe { (e: Event<Int>) in _ = e }
    let _: Disposable = o.subscribe(
        onNext: { (_: Int) in }, onError: { (_: Error) in }, onCompleted: {}, onDisposed: {})
    let _: Disposable = o.subscribe(
        with: obj, onNext: { (_: SweepObject, _: Int) in }, onError: { (_: SweepObject, _: Error) in },
        onCompleted: { (_: SweepObject) in }, onDisposed: { (_: SweepObject) in })
    let _: Disposable = o.subscribe(AnyObserver<Int> { _ in })
    let _: Disposable = Disposables.create()
    let _: Disposable = Disposables.create(with: {})
    let _: Cancelable = Disposables.create(d, d)
    let _: Cancelable = Disposables.create(d, d, d)
    let _: Cancelable = Disposables.create(d, d, d, d)
    let _: Cancelable = Disposables.create([d, d])
    let bag = DisposeBag()
    bag.insert(d)
    bag.insert(d, d)
    bag.insert([d])
    bag.insert {
        d
        d
    }
    let _ = DisposeBag(disposing: d, d)
    let _ = DisposeBag(disposing: [d])
    let _ = DisposeBag { d }
    d.disposed(by: bag)
    let c = CompositeDisposable()
    let _ = CompositeDisposable(d, d)
    let _ = CompositeDisposable(d, d, d)
    let _ = CompositeDisposable(d, d, d, d)
    let _ = CompositeDisposable(disposables: [d])
    let k: CompositeDisposable.DisposeKey? = c.insert(d)
    if let k { c.remove(for: k) }
    let _: Int = c.count
    let _: Bool = c.isDisposed
    c.dispose()
    let b = BooleanDisposable()
    let _ = BooleanDisposable(isDisposed: true)
    let _: Bool = b.isDisposed
    b.dispose()
    let _ = BooleanDisposable.BooleanDisposableTrue
    let r = RefCountDisposable(disposable: d)
    let _: Disposable = r.retain()
    r.dispose()
    let _: Bool = r.isDisposed
    let sd = ScheduledDisposable(scheduler: imm, disposable: d)
    let _: ImmediateSchedulerType = sd.scheduler
    let _: Bool = sd.isDisposed
    sd.dispose()
    let se = SerialDisposable()
    se.disposable = d
    let _: Disposable = se.disposable
    let _: Bool = se.isDisposed
    se.dispose()
    let sa = SingleAssignmentDisposable()
    sa.setDisposable(d)
    let _: Bool = sa.isDisposed
    sa.dispose()
    let _: Observable<Int> = o.asObservable()
    let _: Reactive<SweepObject> = obj.rx
}

/// Infallible.swift, Infallible+Create.swift and ObservableConvertibleType+Infallible.swift.
func sweepInfallibleCoreUsage(i: Infallible<Int>, o: Observable<Int>, obj: SweepObject) {
    let _: Disposable = i.subscribe(
        with: obj, onNext: { (_: SweepObject, _: Int) in }, onCompleted: { (_: SweepObject) in },
        onDisposed: { (_: SweepObject) in })
    let _: Disposable = i.subscribe(onNext: { (_: Int) in }, onCompleted: {}, onDisposed: {})
    let _: Disposable = i.subscribe { (e: InfallibleEvent<Int>) in _ = e }
    let _: Infallible<Int> = Infallible<Int>.create { (obs: @escaping Infallible<Int>.InfallibleObserver) in
        obs(.next(1))
        return Disposables.create()
    }
    let _: Event<Int> = InfallibleEvent<Int>.next(1).event
    let _: Infallible<Int> = o.asInfallible(onErrorJustReturn: 1)
    let _: Infallible<Int> = o.asInfallible(onErrorFallbackTo: i)
    let _: Infallible<Int> = o.asInfallible(onErrorRecover: { (_: Error) in i })
    let _: Infallible<[Int]> = Infallible.combineLatest([i, i])
    let _: Infallible<Int> = i.asInfallible()
    let _: Observable<Int> = i.asObservable()
}

/// Infallible+Operators.swift, Infallible+Zip and Infallible+CombineLatest.
func sweepInfallibleOperatorsUsage(
    i: Infallible<Int>, s: Infallible<String>, o: Observable<Int>, obj: SweepObject, sch: SchedulerType,
    imm: ImmediateSchedulerType
) {
    let _: Infallible<Int> = Infallible.just(1)
    let _: Infallible<Int> = Infallible.just(1, scheduler: imm)
    let _: Infallible<Int> = Infallible.never()
    let _: Infallible<Int> = Infallible.empty()
    let _: Infallible<Int> = Infallible.deferred { i }
    let _: Infallible<Int> = Infallible.of(1, 2)
    let _: Infallible<Int> = Infallible.of(1, 2, scheduler: imm)
    let _: Infallible<Int> = Infallible.from([1])
    let _: Infallible<Int> = Infallible.from([1], scheduler: imm)
    let _: Infallible<Int> = Infallible<Int>.timer(.seconds(1), period: .seconds(1), scheduler: sch)
    let _: Infallible<Int> = Infallible<Int>.timer(.seconds(1), scheduler: sch)
    let _: Infallible<Int> = Infallible<Int>.interval(.seconds(1), scheduler: sch)
    let _: Infallible<Int> = i.startWith(1)
    let _: Infallible<Int> = i.share()
    let _: Infallible<Int> = i.share(replay: 1, scope: .whileConnected)
    let _: Infallible<Int> = i.distinctUntilChanged()
    let _: Infallible<Int> = i.debounce(.seconds(1), scheduler: sch)
    let _: Infallible<Int> = i.throttle(.seconds(1), latest: true, scheduler: sch)
    let _: Infallible<String> = i.flatMap { _ in s }
    let _: Infallible<String> = i.flatMapLatest { _ in s }
    let _: Infallible<String> = i.flatMapFirst { _ in s }
    let _: Infallible<String> = i.concatMap { _ in s }
    let _: Infallible<Int> = i.concat(i)
    let _: Infallible<(SweepObject, Int)> = i.withUnretained(obj)
    let _: Infallible<String> = i.withUnretained(obj, resultSelector: { _, _ in "" })
    let _: Infallible<String> = i.withLatestFrom(s)
    let _: Infallible<String> = i.withLatestFrom(s, resultSelector: { _, b in b })
    let _: Infallible<Int> = i.take(2)
    let _: Infallible<Int> = i.take(for: .seconds(1), scheduler: sch)
    let _: Infallible<Int> = i.take(until: s)
    let _: Infallible<Int> = i.take(while: { _ in true })
    let _: Infallible<Int> = i.take(until: { _ in true }, behavior: .exclusive)
    let _: Infallible<Int> = i.skip(2)
    let _: Infallible<Int> = i.skip(until: s)
    let _: Infallible<Int> = i.skip(while: { _ in true })
    let _: Infallible<Int> = i.observe(on: imm)
    let _: Infallible<Int> = i.subscribe(on: imm)
    let _: Infallible<Int> = i.do(
        onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {},
        onDispose: {})
    let _: Infallible<Int> = i.debug("x", trimOutput: true, file: "", line: 1, function: "")
    let _: Infallible<(Int, String)> = Infallible.zip(i, s)
    let _: Infallible<String> = Infallible.zip(i, s, resultSelector: { _, b in b })
    let _: Infallible<(Int, String)> = Infallible.combineLatest(i, s)
    let _: Infallible<String> = Infallible.combineLatest(i, s, resultSelector: { _, b in b })
    let _: Infallible<Int> = Infallible.merge(i, i)
    let _: Infallible<Int> = Infallible.merge([i])
    let _: Infallible<Int> = Infallible.concat([i])
    let _: Infallible<Int> = Infallible.concat(i, i)
    let _: Infallible<Int> = Infallible.zip([i]).map { $0[0] }
}

/// RxRelay: the three relays, `asInfallible()`, and `bind(to:)` on Observable and Infallible.
func sweepRelaysUsage(o: Observable<Int>, oo: Observable<Int?>, i: Infallible<Int>) {
    let b = BehaviorRelay(value: 1)
    let p = PublishRelay<Int>()
    let r = ReplayRelay<Int>.create(bufferSize: 1)
    let _ = ReplayRelay<Int>.createUnbound()
    b.accept(1)
    p.accept(1)
    r.accept(1)
    let _: Int = b.value
    let _: Observable<Int> = b.asObservable()
    let _: Observable<Int> = p.asObservable()
    let _: Observable<Int> = r.asObservable()
    let _: Disposable = b.subscribe(AnyObserver<Int> { _ in })
    let _: Disposable = p.subscribe(AnyObserver<Int> { _ in })
    let _: Disposable = r.subscribe(AnyObserver<Int> { _ in })
    let _: Infallible<Int> = b.asInfallible()
    let _: Infallible<Int> = p.asInfallible()
    let _: Infallible<Int> = r.asInfallible()
    let ob = BehaviorRelay<Int?>(value: nil)
    let op = PublishRelay<Int?>()
    let orr = ReplayRelay<Int?>.create(bufferSize: 1)
    let _: Disposable = o.bind(to: p, p)
    let _: Disposable = o.bind(to: b, b)
    let _: Disposable = o.bind(to: r, r)
    let _: Disposable = o.bind(to: op, op)
    let _: Disposable = o.bind(to: ob, ob)
    let _: Disposable = o.bind(to: orr, orr)
    let _: Disposable = i.bind(to: p, p)
    let _: Disposable = i.bind(to: b)
    let _: Disposable = i.bind(to: r)
    let _: Disposable = i.bind(to: op)
    let _: Disposable = i.bind(to: ob)
    let _: Disposable = i.bind(to: orr)
    let _: Disposable = i.bind(to: AnyObserver<Int> { _ in })
    let _: Disposable = i.bind(to: AnyObserver<Int?> { _ in })
    let _: Disposable = i.bind(onNext: { _ in })
    let _: Disposable = i.bind(with: NSObject(), onNext: { _, _ in })
    let _: Disposable = i.bind(to: { (x: Infallible<Int>) -> Disposable in Disposables.create() })
    let _: Int = i.bind(to: { (x: Infallible<Int>) -> Int in 1 })
    let _: Int = i.bind(to: { (x: Infallible<Int>) -> (Int) -> Int in { $0 } }, curriedArgument: 1)
}

/// RxCocoa/Common's Infallible+Bind and Observable+Bind curried binders, `Reactive`'s dynamic member binder, `SectionedViewDataSourceType`.
func sweepBindUsage(i: Infallible<Int>, o: Observable<Int>, obj: SweepObject, imm: ImmediateSchedulerType) {
    let _: Int = i.bind(to: { (x: Infallible<Int>) -> (Int) -> Int in { $0 } }, curriedArgument: 1)
    let _: Int = o.bind(to: { (x: Observable<Int>) -> (Int) -> Int in { $0 } }, curriedArgument: 1)
    let _: Binder<Int> = obj.rx.count
    let _: Any? = try? SweepRows().model(at: IndexPath(indexes: [0, 0]))
}

/// `RxCocoaError`'s cases matched with their payloads.
func sweepCocoaErrorUsage(e: RxCocoaError) {
    switch e {
    case .unknown: break
    case .invalidOperation(let object): _ = object as Any
    case .itemsNotYetBound(let object): _ = object as Any
    case .invalidPropertyName(let object, let propertyName): _ = (object as Any, propertyName as String)
    case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
        _ = (object as Any, sourceObject as AnyObject, propertyName as String)
    case .errorDuringSwizzling: break
    case .castingError(let object, let targetType): _ = (object as Any, targetType as Any.Type)
    }
    let _: String = e.debugDescription
}

/// RxCocoa/Traits: SharedSequence operators, Driver and Signal subscription, conversions, ControlProperty and ControlEvent.
func sweepSharedSequenceUsage(
    d: Driver<Int>, sg: Signal<Int>, ds: Driver<String>, o: Observable<Int>, obj: SweepObject, cp: ControlProperty<Int>,
    ce: ControlEvent<Int>, sch: SchedulerType, b: BehaviorRelay<Int>, p: PublishRelay<Int>, r: ReplayRelay<Int>,
    i: Infallible<Int>
) {
    let _: Driver<Int> = Driver.just(1)
    let _: Driver<Int> = Driver.empty()
    let _: Driver<Int> = Driver.never()
    let _: Driver<Int> = Driver.deferred { d }
    let _: Driver<Int> = Driver.of(1, 2)
    let _: Driver<Int> = Driver.from([1])
    let _: Driver<Int> = Driver.from(optional: 1)
    let _: Driver<Int> = Driver.from(AnySequence([1]))
    let _: Driver<Int> = Driver<Int>.interval(.seconds(1))
    let _: Driver<Int> = Driver<Int>.timer(.seconds(1), period: .seconds(1))
    let _: Driver<String> = d.map { _ in "" }
    let _: Driver<Int> = d.filter { _ in true }
    let _: Driver<String> = d.compactMap { _ in "" }
    let _: Driver<Int> = d.distinctUntilChanged()
    let _: Driver<Int> = d.distinctUntilChanged { $0 }
    let _: Driver<Int> = d.distinctUntilChanged { $0 == $1 }
    let _: Driver<Int> = d.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    let _: Driver<String> = d.flatMapLatest { _ in ds }
    let _: Driver<String> = d.flatMapFirst { _ in ds }
    let _: Driver<Int> = d.do(
        onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {},
        onDispose: {})
    let _: Driver<Int> = d.debug("x", trimOutput: false, file: "", line: 1, function: "")
    let _: Driver<Int> = d.debounce(.seconds(1))
    let _: Driver<Int> = d.throttle(.seconds(1), latest: true)
    let _: Driver<Int> = d.scan(0) { $0 + $1 }
    let _: Driver<Int> = d.scan(into: 0) { $0 += $1 }
    let _: Driver<Int> = Driver.concat([d])
    let _: Driver<Int> = Driver.concat(AnySequence([d]))
    let _: Driver<Int> = Driver.merge(d, d)
    let _: Driver<Int> = Driver.merge([d])
    let _: Driver<Int> = Driver.merge(AnyCollection([d]))
    let _: Driver<[Int]> = Driver.zip([d])
    let _: Driver<String> = Driver.zip([d], resultSelector: { _ in "" })
    let _: Driver<[Int]> = Driver.combineLatest([d])
    let _: Driver<String> = Driver.combineLatest([d], resultSelector: { _ in "" })
    let _: Driver<(Int, String)> = Driver.zip(d, ds)
    let _: Driver<(Int, String)> = Driver.combineLatest(d, ds)
    let _: Driver<String> = d.withLatestFrom(ds)
    let _: Driver<String> = d.withLatestFrom(ds, resultSelector: { _, b in b })
    let _: Driver<Int> = d.skip(1)
    let _: Driver<Int> = d.startWith(1)
    let _: Driver<Int> = d.delay(.seconds(1))
    let _: Driver<(SweepObject, Int)> = d.withUnretained(obj)
    let _: Driver<String> = d.withUnretained(obj, resultSelector: { _, _ in "" })
    let _: Driver<Int> = ds.flatMapLatest { _ in d }.asDriver()
    let _: Driver<Int> = Driver<Driver<Int>>.just(d).switchLatest()
    let _: Driver<Int> = Driver<Driver<Int>>.just(d).merge()
    let _: Driver<Int> = Driver<Driver<Int>>.just(d).merge(maxConcurrent: 1)
    let _: Disposable = d.drive(AnyObserver<Int> { _ in })
    let _: Disposable = d.drive(AnyObserver<Int?> { _ in })
    let _: Disposable = d.drive(b)
    let _: Disposable = d.drive(r)
    let _: Disposable = d.drive(p)
    let _: Disposable = d.drive(onNext: { _ in }, onCompleted: {}, onDisposed: {})
    let _: Disposable = d.drive(with: obj, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    let _: Int = d.drive({ (x: Observable<Int>) -> Int in 1 })
    let _: Int = d.drive({ (x: Observable<Int>) -> (Int) -> Int in { $0 } }, curriedArgument: 1)
    let _: Disposable = d.drive()
    let _: Disposable = sg.emit(to: AnyObserver<Int> { _ in })
    let _: Disposable = sg.emit(to: b)
    let _: Disposable = sg.emit(to: p)
    let _: Disposable = sg.emit(to: r)
    let _: Disposable = sg.emit(onNext: { _ in }, onCompleted: {}, onDisposed: {})
    let _: Disposable = sg.emit(with: obj, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    let _: Disposable = sg.emit()
    let _: Driver<Int> = o.asDriver(onErrorJustReturn: 1)
    let _: Driver<Int> = o.asDriver(onErrorDriveWith: d)
    let _: Driver<Int> = o.asDriver(onErrorRecover: { _ in d })
    let _: Signal<Int> = o.asSignal(onErrorJustReturn: 1)
    let _: Signal<Int> = o.asSignal(onErrorSignalWith: sg)
    let _: Signal<Int> = o.asSignal(onErrorRecover: { _ in sg })
    let _: Driver<Int> = b.asDriver()
    let _: Signal<Int> = p.asSignal()
    let _: Driver<Int> = cp.asDriver()
    let _: Driver<Int> = ce.asDriver()
    let _: Signal<Int> = ce.asSignal()
    let _: Observable<Int> = d.asObservable()
    let _: SharedSequence<DriverSharingStrategy, Int> = d.asSharedSequence()
    let _: Signal<Int> = Signal.just(1)
    let _: SchedulerType = SignalSharingStrategy.scheduler
    let _: ControlProperty<Int> = ControlProperty(values: o, valueSink: AnyObserver<Int> { _ in })
    let _: ControlEvent<Int> = cp.changed
    let _: ControlEvent<Int> = ControlEvent(events: o)
    let _: Observable<Int> = ce.asObservable()
    let _: ControlEvent<Int> = ce.asControlEvent()
    let _: Int = Driver<Int>.Element.self == Int.self ? 1 : 0
    let _: Infallible<Int> = d.asInfallible()
    let _: Infallible<Int> = sg.asInfallible()
    let _: Infallible<Int> = ce.asInfallible()
    let _: ControlProperty<Int> = cp.asControlProperty()
    let _: Disposable = cp.subscribe(AnyObserver<Int> { _ in })
    cp.on(.next(1))
}

/// Subjects, observers, Event, GroupedObservable, Hooks, Completable+AndThen, Observable+Concurrency, and every scheduler.
func sweepCoreTypesAndSchedulersUsage(
    o: Observable<Int>, obj: SweepObject, imm: ImmediateSchedulerType, sch: SchedulerType, c: Completable,
    s: Single<Int>, m: Maybe<Int>
) async throws {
    let ps = PublishSubject<Int>()
    let _: Bool = ps.hasObservers
    let _: Bool = ps.isDisposed
    ps.on(.next(1))
    ps.dispose()
    let _: AnyObserver<Int> = ps.asObserver()
    let bs = BehaviorSubject(value: 1)
    let _: Int = try bs.value()
    let _: Bool = bs.hasObservers
    let _: Bool = bs.isDisposed
    bs.onNext(2)
    bs.dispose()
    let rs = ReplaySubject<Int>.create(bufferSize: 2)
    let _ = ReplaySubject<Int>.createUnbounded()
    let _: Bool = rs.hasObservers
    let _: Bool = rs.isDisposed
    rs.dispose()
    let asy = AsyncSubject<Int>()
    let _: Bool = asy.hasObservers
    asy.onCompleted()
    let _: Bool = asy.isDisposed
    let _: AnyObserver<Int> = ps.asObserver()
    func subj<S: SubjectType>(_ s: S) -> S.Observer { s.asObserver() }
    let _ = subj(ps)
    let ao = AnyObserver<Int>(eventHandler: { _ in })
    let _: AnyObserver<Int> = AnyObserver(ps)
    ao.on(.completed)
    let _: AnyObserver<String> = ao.mapObserver { _ in 1 }
    ao.onNext(1)
    ao.onError(SweepError())
    ao.onCompleted()
    let _: Binder<Int> = Binder(obj, scheduler: imm, binding: { _, _ in })
    let _: Binder<Int> = Binder(obj) { _, _ in }
    let ev: Event<Int> = .next(1)
    let _: Int? = ev.element
    let _: Error? = ev.error
    let _: Bool = ev.isStopEvent
    let _: Bool = ev.isCompleted
    let _: Event<String> = ev.map { _ in "" }
    let _: String = ev.debugDescription
    let _: Event<Int> = ev.event
    let _: Observable<Int> = o.materialize().dematerialize()
    let g = GroupedObservable<String, Int>(key: "", source: o)
    let _: String = g.key
    let _: Observable<Int> = g.asObservable()
    let co: ConnectableObservable<Int> = o.publish()
    let _: Disposable = co.connect()
    let _: Observable<Int> = co.refCount()
    let _: Hooks.DefaultErrorHandler = Hooks.defaultErrorHandler
    let _: Hooks.CustomCaptureSubscriptionCallstack = Hooks.customCaptureSubscriptionCallstack
    let _: Bool = Hooks.recordCallStackOnError
    let _: Completable = c.andThen(c)
    let _: Single<Int> = c.andThen(s)
    let _: Maybe<Int> = c.andThen(m)
    let _: Observable<Int> = c.andThen(o)
    let _: Single<(Int, Int)> = Single.zip(s, s)
    let _: Single<Int> = Single.zip(s, s, resultSelector: { $0 + $1 })
    let _: Maybe<(Int, Int)> = Maybe.zip(m, m)
    for try await _ in o.values {}
    let _: Observable<Int> = AsyncStream<Int> { $0.finish() }.asObservable()
    let _: AsyncThrowingStream<Int, Error> = o.values
    let _: Int = try await o.asSingle().value
    let _: RxTimeInterval = .milliseconds(1)
    let _: RxTime = Date()
    let _: Disposable = imm.schedule(1) { _ in Disposables.create() }
    let _: Disposable = imm.scheduleRecursive(1) { (_: Int, _: (Int) -> Void) in }
    let _: Disposable = sch.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    let _: Disposable = sch.schedulePeriodic(1, startAfter: .seconds(1), period: .seconds(1)) { $0 }
    let _: RxTime = sch.now
    let _: MainScheduler = MainScheduler.instance
    let _: SerialDispatchQueueScheduler = MainScheduler.asyncInstance
    MainScheduler.ensureExecutingOnScheduler()
    MainScheduler.ensureRunningOnMainThread()
    MainScheduler.ensureExecutingOnScheduler(errorMessage: "x")
    let _: CurrentThreadScheduler = CurrentThreadScheduler.instance
    let _: Bool = CurrentThreadScheduler.isScheduleRequired
    let _ = ConcurrentDispatchQueueScheduler(queue: .main)
    let _ = ConcurrentDispatchQueueScheduler(queue: .main, leeway: .seconds(0))
    let _ = ConcurrentDispatchQueueScheduler(qos: .default)
    let _ = ConcurrentDispatchQueueScheduler(qos: .default, leeway: .nanoseconds(0))
    let _ = SerialDispatchQueueScheduler(internalSerialQueueName: "x")
    let _ = SerialDispatchQueueScheduler(
        internalSerialQueueName: "x", serialQueueConfiguration: { _ in }, leeway: .nanoseconds(0))
    let _ = SerialDispatchQueueScheduler(queue: .main, internalSerialQueueName: "x")
    let _ = SerialDispatchQueueScheduler(queue: .main, internalSerialQueueName: "x", leeway: .nanoseconds(0))
    let _ = SerialDispatchQueueScheduler(qos: .default)
    let _ = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "x", leeway: .nanoseconds(0))
    let _ = ConcurrentMainScheduler.instance
    let _ = ConcurrentDispatchQueueScheduler(queue: .main).now
    let oq = OperationQueueScheduler(operationQueue: OperationQueue())
    let _ = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .high)
    let _: OperationQueue = oq.operationQueue
    let _: Operation.QueuePriority = oq.queuePriority
    let hs = HistoricalScheduler()
    let _ = HistoricalScheduler(initialClock: Date())
    hs.start()
    hs.stop()
    hs.advanceTo(Date())
    hs.sleep(1)
    let _: Date = hs.clock
    let _: Disposable = hs.scheduleAbsoluteVirtual(1, time: Date()) { _ in Disposables.create() }
    let _: Disposable = hs.scheduleRelativeVirtual(1, dueTime: 1) { _ in Disposables.create() }
    let conv = HistoricalSchedulerTimeConverter()
    let _: Date = conv.convertFromVirtualTime(Date())
    let _: Date = conv.convertToVirtualTime(Date())
    let _: TimeInterval = conv.convertFromVirtualTimeInterval(1)
    let _: TimeInterval = conv.convertToVirtualTimeInterval(1)
    let _: Date = conv.offsetVirtualTime(Date(), offset: 1)
    let _: VirtualTimeComparison = conv.compareVirtualTime(Date(), Date())
}

/// `VirtualTimeScheduler` subclassed with a custom converter, as RxSwift allows (`open` class, `open` `adjustScheduledTime`).
func sweepVirtualTimeSchedulerUsage() {
    let v = SweepVirtualScheduler()
    let _: String = v.debugDescription
    let _: Int = v.clock
    let _: SweepVirtualScheduler.VirtualTime = 1
    let _: SweepVirtualScheduler.VirtualTimeInterval = 1
}

/// Async `values`, `orEmpty`, the trait protocols, `asSharedSequence(sharingStrategy:...)`, `SharingScheduler`, `Reactive`.
func sweepTraitProtocolsUsage(
    o: Observable<Int>, d: Driver<Int>, sg: Signal<Int>, i: Infallible<Int>, cps: ControlProperty<String?>,
    cp: ControlProperty<Int>, ce: ControlEvent<Int>, obj: SweepObject, sch: SchedulerType, bi: Binder<Int>
) async {
    for await _ in i.values {}
    for await _ in d.values {}
    for await _ in sg.values {}
    let _: AsyncStream<Int> = d.values
    let _: ControlProperty<String> = cps.orEmpty
    func cpt<C: ControlPropertyType>(_ c: C) -> ControlProperty<C.Element> { c.asControlProperty() }
    func cet<C: ControlEventType>(_ c: C) -> ControlEvent<C.Element> { c.asControlEvent() }
    _ = cpt(cp)
    _ = cet(ce)
    func ssc<C: SharedSequenceConvertibleType>(_ c: C) -> SharedSequence<C.SharingStrategy, C.Element> {
        c.asSharedSequence()
    }
    _ = ssc(d)
    func ssp<S: SharingStrategyProtocol>(_ s: S.Type) -> SchedulerType { S.scheduler }
    _ = ssp(DriverSharingStrategy.self)
    let _: Driver<Int> = o.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 1)
    let _: Driver<Int> = o.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: d)
    let _: Driver<Int> = o.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in d })
    let _: SchedulerType = SharingScheduler.make()
    SharingScheduler.mock(scheduler: sch) {}
    SharingScheduler.mock(makeScheduler: { sch }) {}
    let _: Reactive<SweepObject> = Reactive(obj)
    let _: SweepObject = obj.rx.base
    let _: Reactive<SweepObject>.Type = SweepObject.rx
    var obj2 = obj
    obj2.rx = Reactive(obj)
    func ai<T: RxAbstractInteger>(_ t: T) {}
    ai(1)
    bi.on(.next(1))
    let _: AnyObserver<Int> = bi.asObserver()
    let _: Observable<Int> = ce.asObservable()
    let _: ControlEvent<Int> = ce.asControlEvent()
    cp.on(.next(1))
    let _: ControlProperty<Int> = cp.asControlProperty()
    let _: Signal<Int> = sg.asSignal()
    let _: Driver<Int> = d.asDriver()
    let _: Signal<Int> = Signal<Int>.timer(.seconds(1), period: .seconds(1))
    let _: Signal<Int> = Signal<Int>.interval(.seconds(1))
}

/// `drive` and `emit(to:)` into several relays and observers at once, of `Element` and of `Element?`.
func sweepDriveAndEmitToRelaysUsage(
    d: Driver<Int>, sg: Signal<Int>, b: BehaviorRelay<Int?>, p: PublishRelay<Int?>, r: ReplayRelay<Int?>,
    b2: BehaviorRelay<Int>
) {
    let _: Disposable = d.drive(b, b)
    let _: Disposable = d.drive(p, p)
    let _: Disposable = d.drive(r, r)
    let _: Disposable = sg.emit(to: b, b)
    let _: Disposable = sg.emit(to: p, p)
    let _: Disposable = sg.emit(to: r, r)
    let _: Disposable = d.drive(AnyObserver<Int> { _ in }, AnyObserver<Int> { _ in })
    let _: Disposable = d.drive(AnyObserver<Int?> { _ in }, AnyObserver<Int?> { _ in })
    let _: Disposable = sg.emit(to: AnyObserver<Int?> { _ in }, AnyObserver<Int?> { _ in })
    let _: Disposable = d.drive(b2, b2)
}

/// Operators called with every label spelled out, and the widest `zip`/`combineLatest` arities.
func sweepOperatorLabelsUsage(o: Observable<Int>, s: Observable<String>, imm: ImmediateSchedulerType) {
    let _ = o.groupBy(keySelector: { (x: Int) throws -> Int in x })
    let _ = o.map({ $0 }).scan(0, accumulator: +)
    let _ = o.catch({ _ in o })
    let _ = o.flatMap({ _ in s })
    let _ = o.concatMap({ _ in s })
    let _ = o.flatMapLatest({ _ in s })
    let _ = o.filter({ _ in true })
    let _ = o.map({ $0 })
    let _ = o.skip(while: { _ in true })
    let _ = o.take(while: { _ in true }, behavior: .inclusive)
    let _ = o.do(
        onNext: nil, afterNext: nil, onError: nil, afterError: nil, onCompleted: nil, afterCompleted: nil,
        onSubscribe: nil, onSubscribed: nil, onDispose: nil)
    let _ = o.compactMap({ Optional($0) })
    let _ = o.enumerated()
    let _ = o.single({ _ in true })
    let _ = o.distinctUntilChanged({ $0 == $1 })
    let _ = o.withLatestFrom(s, resultSelector: { a, b in b })
    let _ = Observable.combineLatest(o, s, resultSelector: { a, b in b })
    let _ = Observable.zip(o, s, o, s, o, s, o, s)
    let _ = Observable.combineLatest(o, s, o, s, o, s, o, s)
    let _ = Observable.combineLatest(o, s, o, s, o, s, o, s, resultSelector: { _, _, _, _, _, _, _, _ in 1 })
    let _ = Observable<Int>.deferred({ o })
    let _ = o.throttle(.seconds(1), scheduler: MainScheduler.instance)
    let _ = Observable<Int>.from([1, 2], scheduler: imm)
}

/// The protocol conformances RxSwift's types declare, checked through generic constraints.
func sweepConformancesUsage() {
    func isOT<T: ObservableType>(_ t: T.Type) {}
    func isOC<T: ObservableConvertibleType>(_ t: T.Type) {}
    func isObs<T: ObserverType>(_ t: T.Type) {}
    func isCanc<T: Cancelable>(_ t: T.Type) {}
    func isSched<T: SchedulerType>(_ t: T.Type) {}
    func isImm<T: ImmediateSchedulerType>(_ t: T.Type) {}
    func isSubj<T: SubjectType>(_ t: T.Type) {}
    func isDbg<T: CustomDebugStringConvertible>(_ t: T.Type) {}
    func isEC<T: EventConvertible>(_ t: T.Type) {}
    isOT(Observable<Int>.self)
    isOT(BehaviorRelay<Int>.self)
    isOT(PublishRelay<Int>.self)
    isOT(ReplayRelay<Int>.self)
    isOT(GroupedObservable<Int, Int>.self)
    isOT(ConnectableObservable<Int>.self)
    isOT(PublishSubject<Int>.self)
    isOT(BehaviorSubject<Int>.self)
    isOT(ReplaySubject<Int>.self)
    isOT(AsyncSubject<Int>.self)
    isOT(ControlEvent<Int>.self)
    isOT(ControlProperty<Int>.self)
    isOC(Single<Int>.self)
    isOC(Infallible<Int>.self)
    isOC(Driver<Int>.self)
    isOC(Signal<Int>.self)
    isObs(AnyObserver<Int>.self)
    isObs(Binder<Int>.self)
    isObs(PublishSubject<Int>.self)
    isObs(BehaviorSubject<Int>.self)
    isObs(ReplaySubject<Int>.self)
    isObs(AsyncSubject<Int>.self)
    isObs(ControlProperty<Int>.self)
    isSubj(PublishSubject<Int>.self)
    isSubj(BehaviorSubject<Int>.self)
    isSubj(ReplaySubject<Int>.self)
    isSubj(AsyncSubject<Int>.self)
    isSched(MainScheduler.self)
    isSched(SerialDispatchQueueScheduler.self)
    isSched(ConcurrentDispatchQueueScheduler.self)
    isSched(ConcurrentMainScheduler.self)
    isImm(OperationQueueScheduler.self)
    isSched(HistoricalScheduler.self)
    isImm(CurrentThreadScheduler.self)
    isDbg(Event<Int>.self)
    isEC(Event<Int>.self)
    isEC(InfallibleEvent<Int>.self)
    let _: DispatchTimeInterval = RxTimeInterval.seconds(1)
    let _: Date = RxTime()
    let _: TakeBehavior = .inclusive
    let _: SubjectLifetimeScope = .forever
    let _: Result<Int, Error> = SingleEvent<Int>.success(1)
    let _: AnyRecursiveScheduler<Int>? = nil
}

/// `NSObject` is `ReactiveCompatible`, with `rx` binders for its key paths.
func sweepNSObjectReactiveUsage() {
    let _: Reactive<NSObject> = NSObject().rx
    let _: Binder<Int> = SweepObject().rx.count
    let _: Reactive<SweepObject>.Type = SweepObject.rx
}

/// Operators whose parameters are generic over `ObservableType` or `ObservableConvertibleType`, fed with traits and relays.
func sweepGenericParametersUsage(
    o: Observable<Int>, d: Driver<Int>, s: Single<Int>, b: BehaviorRelay<Int>, sch: SchedulerType, i: Infallible<Int>
) {
    let _: Observable<Int> = o.withLatestFrom(d)
    let _: Observable<Int> = o.withLatestFrom(s)
    let _: Observable<Int> = o.withLatestFrom(i)
    let _: Observable<Int> = o.concat(s)
    let _: Observable<Int> = o.concat(d)
    let _: Observable<Int> = o.timeout(.seconds(1), other: s, scheduler: sch)
    let _: Observable<Int> = o.flatMap { _ in s }
    let _: Observable<Int> = o.flatMapLatest { _ in d }
    let _: Observable<Int> = o.concatMap { _ in s }
    let _: Observable<Int> = o.flatMapFirst { _ in i }
    let _: Observable<(Int, Int)> = Observable.combineLatest(b, o)
    let _: Observable<(Int, Int)> = Observable.zip(b, o)
    let _: Observable<Int> = o.take(until: b)
    let _: Observable<Int> = o.skip(until: b)
    let _: Observable<Int> = o.sample(b)
    let _: Observable<Int> = o.amb(b)
    let _: Observable<Int> = Observable.merge([o, b.asObservable()])
    let _: Observable<Int> = o.startWith(1)
    let _: Observable<Int> = o.catch { _ in b.asObservable() }
    let _: Observable<Int> = o.window(timeSpan: .seconds(1), count: 1, scheduler: sch).flatMap { $0 }
    let _: Driver<Int> = d.flatMapLatest { _ in d }
    let _: Driver<Int> = d.withLatestFrom(d)
    let _: Infallible<Int> = i.flatMap { _ in o.asInfallible(onErrorJustReturn: 1) }
    let _: Single<Int> = s.flatMap { _ in s }
}

/// `MainScheduler()` and the `DisposeBag.DisposableBuilder` result builder.
func sweepSchedulerAndBuilderUsage(d: Disposable) {
    let _ = MainScheduler()
    @DisposeBag.DisposableBuilder func build() -> [Disposable] {
        d
        d
    }
    let _: [Disposable] = build()
    let _: RxTime = MainScheduler.instance.now
    let _ = MainScheduler.ensureRunningOnMainThread(errorMessage: "x")
}

/// A custom `DataDecoder`, and `PropertyListDecoder` as a `DataDecoder`, as RxSwift/Observables/Decode.swift declares.
struct SweepDataDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        try JSONDecoder().decode(type, from: data)
    }
}

/// `decode(type:decoder:)` with the three kinds of decoder.
func sweepDecodeUsage(od: Observable<Data>) {
    let _: Observable<SweepDecodable> = od.decode(type: SweepDecodable.self, decoder: SweepDataDecoder())
    let _: Observable<SweepDecodable> = od.decode(type: SweepDecodable.self, decoder: PropertyListDecoder())
    let _: Observable<SweepDecodable> = od.decode(type: SweepDecodable.self, decoder: JSONDecoder())
}

/// `bind(to:)` into several observers of `Element` and of `Element?`, `bind(onNext:)`, `bind(with:onNext:)`, a custom binder.
func sweepObservableBindUsage(o: Observable<Int>) {
    let _: Disposable = o.bind(to: AnyObserver<Int> { _ in }, AnyObserver<Int> { _ in })
    let _: Disposable = o.bind(to: AnyObserver<Int?> { _ in }, AnyObserver<Int?> { _ in })
    let _: Disposable = o.bind(onNext: { _ in })
    let _: Disposable = o.bind(with: NSObject(), onNext: { _, _ in })
    let _: Int = o.bind(to: { (_: Observable<Int>) in 1 })
}

// Extensions that name the generic parameters RxSwift declares (`ControlEvent<PropertyType>`,
// `SharedSequence<SharingStrategy, Element>`, `PrimitiveSequence<Trait, Element>`, `Binder<Value>`,
// `Reactive<Base>`, `VirtualTimeScheduler<Converter>` ...): renaming one breaks user extensions.

/// Names a generic parameter of RxSwift's declaration.
extension ControlEvent {
    /// Uses the parameter's name.
    func sweepGenericName1() -> PropertyType? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension ControlProperty {
    /// Uses the parameter's name.
    func sweepGenericName2() -> PropertyType? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension SharedSequence {
    /// Uses the parameter's name.
    func sweepGenericName3() -> (SharingStrategy.Type, Element?) { (SharingStrategy.self, nil) }
}

/// Names a generic parameter of RxSwift's declaration.
extension PrimitiveSequence {
    /// Uses the parameter's name.
    func sweepGenericName4() -> (Trait.Type, Element?) { (Trait.self, nil) }
}

/// Names a generic parameter of RxSwift's declaration.
extension Infallible {
    /// Uses the parameter's name.
    func sweepGenericName5() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension BehaviorRelay {
    /// Uses the parameter's name.
    func sweepGenericName6() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension PublishRelay {
    /// Uses the parameter's name.
    func sweepGenericName6b() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension ReplayRelay {
    /// Uses the parameter's name.
    func sweepGenericName6c() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension GroupedObservable {
    /// Uses the parameter's name.
    func sweepGenericName7() -> (Key?, Element?) { (nil, nil) }
}

/// Names a generic parameter of RxSwift's declaration.
extension Reactive {
    /// Uses the parameter's name.
    func sweepGenericName8() -> Base? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension Binder {
    /// Uses the parameter's name.
    func sweepGenericName9() -> Value? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension Event {
    /// Uses the parameter's name.
    func sweepGenericName10() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension AnyObserver {
    /// Uses the parameter's name.
    func sweepGenericName11() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension ConnectableObservable {
    /// Uses the parameter's name.
    func sweepGenericName12() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension VirtualTimeScheduler {
    /// Uses the parameter's name.
    func sweepGenericName13() -> Converter? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension Observable {
    /// Uses the parameter's name.
    func sweepGenericName14() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension PublishSubject {
    /// Uses the parameter's name.
    func sweepGenericName15() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension BehaviorSubject {
    /// Uses the parameter's name.
    func sweepGenericName16() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension ReplaySubject {
    /// Uses the parameter's name.
    func sweepGenericName17() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension AsyncSubject {
    /// Uses the parameter's name.
    func sweepGenericName18() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension MaybeEvent {
    /// Uses the parameter's name.
    func sweepGenericName19() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension InfallibleEvent {
    /// Uses the parameter's name.
    func sweepGenericName20() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension ControlEvent {
    /// Uses the parameter's name.
    func sweepGenericName21() -> Element? { nil }
}

/// Names a generic parameter of RxSwift's declaration.
extension ControlProperty {
    /// Uses the parameter's name.
    func sweepGenericName22() -> Element? { nil }
}

/// Calls that leave RxSwift's defaulted arguments out: `debug()`, bare `subscribe()`, `drive()`,
/// `emit()`, single-handler `subscribe`/`do` on every trait, `share(replay:)`, `Binder` without a scheduler.
func sweepDefaultArgumentsUsage(
    o: Observable<Int>, s: Single<Int>, m: Maybe<Int>, c: Completable, i: Infallible<Int>, d: Driver<Int>,
    sg: Signal<Int>, sch: SchedulerType
) {
    _ = o.debug()
    _ = o.debug("x")
    _ = o.debug(trimOutput: true)
    _ = s.debug()
    _ = i.debug()
    _ = d.debug()
    _ = o.subscribe()
    _ = s.subscribe()
    _ = m.subscribe()
    _ = c.subscribe()
    _ = i.subscribe()
    _ = d.drive()
    _ = sg.emit()
    _ = o.subscribe(onNext: { _ in })
    _ = o.subscribe(onError: { _ in })
    _ = o.subscribe(onCompleted: {})
    _ = o.subscribe(onDisposed: {})
    _ = s.subscribe(onSuccess: { _ in })
    _ = s.subscribe(onFailure: { _ in })
    _ = s.subscribe(onDisposed: {})
    _ = m.subscribe(onSuccess: { _ in })
    _ = m.subscribe(onError: { _ in })
    _ = m.subscribe(onCompleted: {})
    _ = c.subscribe(onCompleted: {})
    _ = c.subscribe(onError: { _ in })
    _ = i.subscribe(onNext: { _ in })
    _ = i.subscribe(onCompleted: {})
    _ = o.subscribe(with: NSObject(), onNext: { _, _ in })
    _ = s.subscribe(with: NSObject(), onSuccess: { _, _ in })
    _ = m.subscribe(with: NSObject(), onSuccess: { _, _ in })
    _ = c.subscribe(with: NSObject(), onCompleted: { _ in })
    _ = i.subscribe(with: NSObject(), onNext: { _, _ in })
    _ = o.do(onNext: { _ in })
    _ = s.do(onSuccess: { _ in })
    _ = m.do(onNext: { _ in })
    _ = c.do(onCompleted: {})
    _ = i.do(onNext: { _ in })
    _ = d.do(onNext: { _ in })
    _ = o.share(replay: 1)
    _ = o.throttle(.seconds(1), scheduler: sch)
    _ = Observable<Int>.timer(.seconds(1), scheduler: sch)
    _ = Binder<Int>(NSObject()) { _, _ in }
    _ = o.take(until: { _ in true })
    _ = o.take(while: { _ in true })
    _ = d.throttle(.seconds(1))
    _ = i.throttle(.seconds(1), scheduler: sch)
    _ = i.share()
    _ = o.timeout(.seconds(1), scheduler: sch)
}

/// Result-selector `zip`/`combineLatest` called on the result type, as RxSwift declares them
/// (`Element` is the selector's result; the tuple forms live on `Element == Any`).
func sweepResultSelectorUsage(o: Observable<Int>, s: Single<Int>, d: Driver<Int>, i: Infallible<Int>) {
    let _: Observable<String> = Observable<String>.combineLatest(o, o) { _, _ in "" }
    let _ = Observable.combineLatest(o, o) { $0 + $1 }
    let _: Observable<String> = Observable<String>.zip(o, o) { _, _ in "" }
    let _: Observable<String> = Observable<String>.zip([o, o]) { _ in "" }
    let _: Observable<String> = Observable<String>.combineLatest([o, o]) { _ in "" }
    let _: Single<String> = Single<String>.zip(s, s) { _, _ in "" }
    let _: Driver<String> = Driver<String>.combineLatest(d, d) { _, _ in "" }
    let _: Infallible<String> = Infallible<String>.combineLatest(i, i) { _, _ in "" }
    let _: Infallible<String> = Infallible<String>.zip(i, i) { _, _ in "" }
    let _ = Observable.zip(o, o).map { $0.0 + $0.1 }
}
