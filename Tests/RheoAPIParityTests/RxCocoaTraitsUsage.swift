// RxCocoa 6.10's platform-neutral part (RxCocoa/Traits/**: SharedSequence, Driver,
// Signal, ControlEvent, ControlProperty; RxCocoa/Common/Binder.swift,
// Observable+Bind.swift, Infallible+Bind.swift; Reactive and ReactiveCompatible), called
// with RxCocoa's exact labels and types. Compiled, not run. The audited APIs other files
// cover (asInfallible() on Driver, Signal and ControlEvent, Infallible.asDriver(),
// SharedSequence.createUnsafe, bind(with:onNext:) on ObservableType) are not repeated here.
import Foundation
import RheoCocoa

private final class CocoaUsageTarget: ReactiveCompatible {
    var title = ""
}

private final class CocoaUsageOwner {}

func rxCocoaSharedSequenceUsage() {
    let driver: Driver<Int> = Driver.just(1)
    let signal: Signal<Int> = Signal.just(1)
    let emptyDriver: Driver<Int> = Driver.empty()
    let neverSignal: Signal<Int> = Signal.never()
    let deferred: Driver<Int> = Driver.deferred { driver }
    let of: Driver<Int> = Driver.of(1, 2)
    let fromArray: Driver<Int> = Driver.from([1, 2])
    let fromSequence: Signal<Int> = Signal.from(1..<3)
    let fromOptional: Driver<Int> = Driver.from(optional: 1)
    let interval: Driver<Int> = Driver<Int>.interval(.seconds(1))
    let timer: Signal<Int> = Signal<Int>.timer(.seconds(1), period: .seconds(1))
    let timerOnce: Driver<Int> = Driver<Int>.timer(.seconds(1), period: nil)

    let observable: Observable<Int> = Observable.just(1)
    let asDriver: Driver<Int> = observable.asDriver(onErrorJustReturn: 0)
    let asDriverWith: Driver<Int> = observable.asDriver(onErrorDriveWith: .empty())
    let asDriverRecover: Driver<Int> = observable.asDriver(onErrorRecover: { (_: Error) in .empty() })
    let asSignal: Signal<Int> = observable.asSignal(onErrorJustReturn: 0)
    let asSignalWith: Signal<Int> = observable.asSignal(onErrorSignalWith: .empty())
    let asSignalRecover: Signal<Int> = observable.asSignal(onErrorRecover: { (_: Error) in .empty() })
    let shared: SharedSequence<DriverSharingStrategy, Int> = observable.asSharedSequence(
        sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
    let sharedWith: SharedSequence<SignalSharingStrategy, Int> = observable.asSharedSequence(
        sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: .empty())
    let sharedRecover: Driver<Int> = observable.asSharedSequence(
        sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in .empty() })
    let backToObservable: Observable<Int> = driver.asObservable()
    let itself: Driver<Int> = driver.asSharedSequence()
    func generic<S: SharedSequenceConvertibleType>(_ value: S) -> SharedSequence<S.SharingStrategy, S.Element> {
        value.asSharedSequence()
    }
    _ = generic(signal)
    let driverScheduler: SchedulerType = DriverSharingStrategy.scheduler
    let signalScheduler: SchedulerType = SignalSharingStrategy.scheduler
    let driverShared: Observable<Int> = DriverSharingStrategy.share(observable)
    let signalShared: Observable<Int> = SignalSharingStrategy.share(observable)
    let make: () -> SchedulerType = SharingScheduler.make
    SharingScheduler.mock(scheduler: MainScheduler.instance) {}
    SharingScheduler.mock(makeScheduler: { MainScheduler.instance }) {}
    _ = [
        driver, emptyDriver, deferred, of, fromArray, fromOptional, interval, timerOnce, asDriver, asDriverWith,
        asDriverRecover, shared, sharedRecover, itself,
    ]
    _ = [signal, neverSignal, fromSequence, timer, asSignal, asSignalWith, asSignalRecover, sharedWith]
    _ = (backToObservable, driverScheduler, signalScheduler, driverShared, signalShared, make)
}

func rxCocoaSharedSequenceOperatorsUsage() {
    let owner = CocoaUsageOwner()
    let driver: Driver<Int> = Driver.just(1)
    let text: Driver<String> = driver.map { String($0) }
    let compactMapped: Driver<Int> = text.compactMap { Int($0) }
    let filtered: Driver<Int> = driver.filter { $0 > 0 }
    let switched: Driver<Int> = Driver.just(driver).switchLatest()
    let flatMappedLatest: Driver<String> = driver.flatMapLatest { _ in text }
    let flatMappedFirst: Driver<String> = driver.flatMapFirst { _ in text }
    let flatMapped: Driver<String> = driver.flatMap { _ in text }
    let merged: Driver<Int> = Driver.just(driver).merge()
    let mergedLimited: Driver<Int> = Driver.just(driver).merge(maxConcurrent: 1)
    // The outer and inner kinds may differ; the result is of the inner kind.
    let signal: Signal<Int> = Signal.just(1)
    let switchedKind: Signal<Int> = Driver.just(signal).switchLatest()
    let mergedKind: Signal<Int> = Driver.just(signal).merge()
    let mergedLimitedKind: Driver<Int> = Signal.just(driver).merge(maxConcurrent: 1)
    let side: Driver<Int> = driver.do(
        onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    let debugged: Driver<Int> = driver.debug("d", trimOutput: false, file: #file, line: #line, function: #function)
    let distinct: Driver<Int> = driver.distinctUntilChanged()
    let distinctKey: Driver<Int> = driver.distinctUntilChanged { $0 % 2 }
    let distinctComparer: Driver<Int> = driver.distinctUntilChanged { (l: Int, r: Int) in l == r }
    let distinctKeyComparer: Driver<Int> = driver.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
    let throttled: Driver<Int> = driver.throttle(.seconds(1))
    let throttledFirst: Driver<Int> = driver.throttle(.seconds(1), latest: false)
    let debounced: Driver<Int> = driver.debounce(.seconds(1))
    let delayed: Driver<Int> = driver.delay(.seconds(1))
    let scanned: Driver<Int> = driver.scan(0) { $0 + $1 }
    let scannedInto: Driver<[Int]> = driver.scan(into: []) { $0.append($1) }
    let skipped: Driver<Int> = driver.skip(1)
    let started: Driver<Int> = driver.startWith(0)
    let unretained: Driver<(CocoaUsageOwner, Int)> = driver.withUnretained(owner)
    let unretainedSelected: Driver<Int> = driver.withUnretained(owner) { _, x in x }
    let latestFrom: Driver<String> = driver.withLatestFrom(text)
    let latestFromSelected: Driver<Int> = driver.withLatestFrom(text) { x, _ in x }
    let sampled: Driver<Int> = driver.sample(text)
    let sampledDefault: Driver<Int> = driver.sample(text, defaultValue: 0)
    let concatSequence: Driver<Int> = Driver.concat(AnySequence([driver, driver]))
    let concatCollection: Driver<Int> = Driver.concat([driver, driver])
    let mergeCollection: Driver<Int> = Driver.merge(ContiguousArray([driver, driver]))
    let mergeArray: Driver<Int> = Driver.merge([driver, driver])
    let mergeVariadic: Driver<Int> = Driver.merge(driver, driver)
    let zipCollection: Driver<[Int]> = Driver.zip([driver, driver])
    let zipCollectionSelected: Driver<Int> = Driver.zip([driver, driver]) { $0.count }
    let latestCollection: Driver<[Int]> = Driver.combineLatest([driver, driver])
    let latestCollectionSelected: Driver<Int> = Driver.combineLatest([driver, driver]) { $0.count }
    let zip2: Driver<(Int, String)> = Driver.zip(driver, text)
    let zip2Selected: Driver<Int> = Driver.zip(driver, text) { x, _ in x }
    let latest2: Driver<(Int, String)> = Driver.combineLatest(driver, text)
    let latest8Selected: Driver<Int> = Driver.combineLatest(
        driver, driver, driver, driver, driver, driver, driver, driver
    ) { a, _, _, _, _, _, _, _ in a }
    _ = [
        compactMapped, filtered, switched, merged, mergedLimited, side, debugged, distinct, distinctKey,
        distinctComparer, distinctKeyComparer, throttled, throttledFirst, debounced, delayed, scanned, skipped,
        started, unretainedSelected, latestFromSelected, sampled, sampledDefault, concatSequence, concatCollection,
        mergeCollection, mergeArray, mergeVariadic, zipCollectionSelected, latestCollectionSelected, zip2Selected,
        latest8Selected,
    ]
    _ = (flatMappedLatest, flatMappedFirst, flatMapped, scannedInto, unretained, latestFrom, zipCollection)
    _ = (switchedKind, mergedKind, mergedLimitedKind)
    _ = (latestCollection, zip2, latest2)
}

func rxCocoaDriveAndEmitUsage() {
    let owner = CocoaUsageOwner()
    let driver: Driver<Int> = Driver.just(1)
    let signal: Signal<Int> = Signal.just(1)
    let observer = AnyObserver<Int> { _ in }
    let optionalObserver = AnyObserver<Int?> { _ in }
    let behavior = BehaviorRelay<Int>(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int>()
    let optionalPublish = PublishRelay<Int?>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)

    let drives: [Disposable] = [
        driver.drive(observer), driver.drive(observer, observer), driver.drive(optionalObserver),
        driver.drive(behavior), driver.drive(optionalBehavior), driver.drive(publish), driver.drive(optionalPublish),
        driver.drive(replay), driver.drive(optionalReplay),
        driver.drive(
            with: owner, onNext: { (_: CocoaUsageOwner, _: Int) in },
            onCompleted: { (_: CocoaUsageOwner) in }, onDisposed: { (_: CocoaUsageOwner) in }),
        driver.drive(onNext: { (_: Int) in }, onCompleted: {}, onDisposed: {}), driver.drive(),
        driver.drive({ (o: Observable<Int>) -> Disposable in o.subscribe() }),
        driver.drive(
            { (o: Observable<Int>) in { (bag: DisposeBag) -> Disposable in o.subscribe() } },
            curriedArgument: DisposeBag()),
    ]
    let emits: [Disposable] = [
        signal.emit(to: observer), signal.emit(to: observer, observer), signal.emit(to: optionalObserver),
        signal.emit(to: behavior), signal.emit(to: optionalBehavior), signal.emit(to: publish),
        signal.emit(to: optionalPublish), signal.emit(to: replay), signal.emit(to: optionalReplay),
        signal.emit(
            with: owner, onNext: { (_: CocoaUsageOwner, _: Int) in },
            onCompleted: { (_: CocoaUsageOwner) in }, onDisposed: { (_: CocoaUsageOwner) in }),
        signal.emit(onNext: { (_: Int) in }, onCompleted: {}, onDisposed: {}), signal.emit(),
    ]
    let relayDriver: Driver<Int> = behavior.asDriver()
    let relaySignal: Signal<Int> = publish.asSignal()
    _ = drives + emits
    _ = (relayDriver, relaySignal)
}

func rxCocoaBindingUsage() {
    let target = CocoaUsageTarget()
    let binder: Binder<String> = Binder(target) { (t: CocoaUsageTarget, value: String) in t.title = value }
    let binderOn: Binder<String> = Binder(target, scheduler: CurrentThreadScheduler.instance) { $0.title = $1 }
    binder.on(.next("a"))
    binder.onNext("b")
    let erased: AnyObserver<String> = binderOn.asObserver()
    let dynamic: Binder<String> = target.rx.title
    let reactive: Reactive<CocoaUsageTarget> = target.rx
    let base: CocoaUsageTarget = reactive.base
    let made = Reactive(target)
    let type: Reactive<CocoaUsageTarget>.Type = CocoaUsageTarget.rx
    var mutable = target
    mutable.rx = made
    CocoaUsageTarget.rx = type

    let source: Observable<String> = Observable.just("a")
    let optionalObserver = AnyObserver<String?> { _ in }
    let bindings: [Disposable] = [
        source.bind(to: binder), source.bind(to: binder, dynamic), source.bind(to: optionalObserver),
        source.bind(onNext: { (_: String) in }),
        source.bind(to: { (o: Observable<String>) -> Disposable in o.subscribe() }),
        source.bind(
            to: { (o: Observable<String>) in { (bag: DisposeBag) -> Disposable in o.subscribe() } },
            curriedArgument: DisposeBag()),
    ]
    let infallible: Infallible<String> = Infallible.just("a")
    let infallibleBindings: [Disposable] = [
        infallible.bind(to: binder), infallible.bind(to: binder, dynamic), infallible.bind(to: optionalObserver),
        infallible.bind(onNext: { (_: String) in }),
        infallible.bind(with: target, onNext: { (_: CocoaUsageTarget, _: String) in }),
        infallible.bind(to: { (o: Infallible<String>) -> Disposable in o.subscribe() }),
        infallible.bind(
            to: { (o: Infallible<String>) in { (bag: DisposeBag) -> Disposable in o.subscribe() } },
            curriedArgument: DisposeBag()),
        infallible.bind(to: PublishRelay<String>()), infallible.bind(to: PublishRelay<String?>()),
        infallible.bind(to: BehaviorRelay<String>(value: "")), infallible.bind(to: BehaviorRelay<String?>(value: nil)),
        infallible.bind(to: ReplayRelay<String>.create(bufferSize: 1)),
        infallible.bind(to: ReplayRelay<String?>.create(bufferSize: 1)),
    ]
    _ = bindings + infallibleBindings
    _ = (erased, base)
}

func rxCocoaControlUsage() {
    let events = ControlEvent<Int>(events: Observable.just(1))
    let eventObservable: Observable<Int> = events.asObservable()
    let eventItself: ControlEvent<Int> = events.asControlEvent()
    let eventDriver: Driver<Int> = events.asDriver()
    let eventSignal: Signal<Int> = events.asSignal()
    let eventSubscription: Disposable = events.subscribe(AnyObserver<Int> { _ in })

    let property = ControlProperty<String?>(values: Observable.just("a"), valueSink: AnyObserver<String?> { _ in })
    let propertyObservable: Observable<String?> = property.asObservable()
    let propertyItself: ControlProperty<String?> = property.asControlProperty()
    let changed: ControlEvent<String?> = property.changed
    let orEmpty: ControlProperty<String> = property.orEmpty
    let propertyDriver: Driver<String?> = property.asDriver()
    property.on(.next("b"))
    property.onNext(nil)
    let propertySubscription: Disposable = property.subscribe(AnyObserver<String?> { _ in })
    func eventType<E: ControlEventType>(_ value: E) -> ControlEvent<E.Element> { value.asControlEvent() }
    func propertyType<P: ControlPropertyType>(_ value: P) -> ControlProperty<P.Element> { value.asControlProperty() }
    _ = (eventType(events), propertyType(property))
    _ = [eventSubscription, propertySubscription]
    _ = (eventObservable, eventItself, eventDriver, eventSignal, propertyObservable, propertyItself, changed)
    _ = (orEmpty, propertyDriver)
}

func rxCocoaValuesUsage() async {
    for await element in Driver.just(1).values { _ = element }
    for await element in Signal.just(1).values { _ = element }
}

func rxCocoaNSObjectReactiveUsage() {
    let object = NSObject()
    let reactive: Reactive<NSObject> = object.rx
    let type: Reactive<NSObject>.Type = NSObject.rx
    _ = (reactive, type)
}

/// The way apps extend `.rx` in RxSwift 6: a `Reactive` extension constrained on the base
/// type, building a `Binder` from `base`; and a value type adopting `ReactiveCompatible`.
extension Reactive where Base: CocoaUsageTarget {
    fileprivate var uppercasedTitle: Binder<String> {
        Binder(base) { target, title in target.title = title.uppercased() }
    }

    fileprivate var titleChanges: ControlEvent<String> {
        ControlEvent(events: Observable.just(base.title))
    }
}

private struct CocoaUsageValue: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base == CocoaUsageValue {
    fileprivate var doubled: Observable<Int> {
        Observable.just(base.count * 2)
    }
}

func rxCocoaReactiveExtensionUsage() {
    let target = CocoaUsageTarget()
    let bag = DisposeBag()
    Observable.just("a").bind(to: target.rx.uppercasedTitle).disposed(by: bag)
    target.rx.titleChanges.subscribe().disposed(by: bag)
    CocoaUsageValue().rx.doubled.subscribe().disposed(by: bag)
}

/// A helper generic over the sharing strategy, as RxCocoa code writes one for both Driver
/// and Signal.
func rxCocoaSharingStrategyUsage() {
    func doubled<S: SharingStrategyProtocol>(_ source: SharedSequence<S, Int>) -> SharedSequence<S, Int> {
        source.map { $0 * 2 }
    }
    let scheduler: SchedulerType = DriverSharingStrategy.scheduler
    _ = (doubled(Driver.just(1)), doubled(Signal.just(1)), scheduler)
}
