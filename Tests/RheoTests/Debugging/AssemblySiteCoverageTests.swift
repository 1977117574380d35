import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Every stage of a chain built here, of every operator family, records this file as its
/// site: an operator Rheo builds from its own public operators passes its caller's file and
/// line on, so no node of a user's graph names a file of Rheo.
final class AssemblySiteCoverageTests: RheoTestCase {
    private var wasEnabled = false
    private var mark = 0

    override func setUp() {
        super.setUp()
        wasEnabled = AssemblyTracking.isEnabled
        AssemblyTracking.isEnabled = true
        mark = Resources.subscriptionMark
    }

    override func tearDown() {
        AssemblyTracking.isEnabled = wasEnabled
        super.tearDown()
    }

    /// Every site of every node of `disposable`'s graph, and of the graphs of the shared
    /// sources this test connected (a connection is a graph of its own), is in this file,
    /// and together they name each of `names`.
    private func assertSitesHere(
        _ disposable: Disposable, names: Set<String>, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let graph = AssemblyTracking.graph(of: disposable) else {
            XCTFail("no graph for the subscription", file: file, line: line)
            return
        }
        let connections = Resources.liveSubscriptions(since: mark).filter { $0.root.id != graph.root.id }
        let sites = (graph.nodes + connections.flatMap(\.nodes)).flatMap(\.sites)
        for site in sites {
            XCTAssertEqual(site.file, #fileID, "\(site) in\n\(graph)", file: file, line: line)
        }
        let missing = names.subtracting(sites.map(\.name))
        XCTAssertTrue(missing.isEmpty, "no node named \(missing.sorted()) in\n\(graph)", file: file, line: line)
    }

    /// The last site recorded for `observable` is `name` at this file's `line`.
    private func assertSite(
        of observable: some ObservableConvertibleType, _ name: String, atLine expected: UInt,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            AssemblyTracking.sites(of: observable).last, AssemblySite(name, file: #fileID, line: expected),
            file: file, line: line)
    }

    func testSourcesTransformingAndFiltering() {
        // Never started: a `delay` on it keeps a chain of synchronous sources live, so that
        // its graph can be read after `subscribe` returns.
        let held = TestScheduler(initialClock: 0)
        let mapped = Observable.of(1, 2, 3)
            .map { $0 * 2 }
        assertSite(of: mapped, "map", atLine: #line - 1)
        let chain =
            mapped
            .filter { $0 > 0 }
            .compactMap { $0 }
            .scan(0, accumulator: +)
            .distinctUntilChanged()
            .skip(0)
            .take(10)
            .takeLast(5)
            .startWith(0)
            .ifEmpty(default: 0)
            .enumerated()
            .map { $0.element }
            .delay(.seconds(1), scheduler: held)
        let disposable = chain.subscribe()
        assertSitesHere(
            disposable,
            names: [
                "subscribe", "of", "map", "filter", "compactMap", "scan", "skip", "take",
                "takeLast", "startWith", "ifEmpty(default:)", "enumerated", "delay",
            ])
        disposable.dispose()
    }

    func testFlatteningAndCombining() {
        let subject = PublishSubject<Int>()
        assertSite(of: subject, "PublishSubject", atLine: #line - 1)
        let other = BehaviorSubject(value: 1)
        assertSite(of: other, "BehaviorSubject", atLine: #line - 1)
        let switched = subject.flatMapLatest { Observable.just($0) }
        assertSite(of: switched, "flatMapLatest", atLine: #line - 1)
        let chain = Observable.merge(switched, subject.flatMap { Observable.just($0) })
            .concatMap { Observable.just($0) }
            .flatMapFirst { Observable.just($0) }
            .withLatestFrom(other)
            .withLatestFrom(other) { $0 + $1 }
        let combined = Observable.combineLatest(chain, other, Observable.just(3))
            .map { $0 + $1 + $2 }
        let zipped = Observable.zip(combined, other)
            .map { $0 + $1 }
        let disposable = Observable.concat(zipped, Observable.empty())
            .amb(Observable.never())
            .subscribe(onNext: { _ in })
        assertSitesHere(
            disposable,
            names: [
                "PublishSubject", "BehaviorSubject", "flatMapLatest", "merge", "flatMap", "concatMap",
                "flatMapFirst", "withLatestFrom", "combineLatest", "zip", "concat", "amb",
            ])
        subject.onNext(1)
        disposable.dispose()
    }

    func testTimeOperatorsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let chain =
            source
            .debounce(.seconds(5), scheduler: scheduler)
            .throttle(.seconds(5), scheduler: scheduler)
            .delay(.seconds(1), scheduler: scheduler)
            .timeout(.seconds(1000), scheduler: scheduler)
            .buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
            .map(\.count)
            .sample(Observable<Int>.interval(.seconds(10), scheduler: scheduler))
            .take(for: .seconds(300), scheduler: scheduler)
            .observe(on: scheduler)
        let timer = Observable<Int>.timer(.seconds(5), scheduler: scheduler)
        assertSite(of: timer, "timer", atLine: #line - 1)
        var disposable: Disposable?
        scheduler.scheduleAt(200) {
            disposable = Observable.merge(chain, timer).subscribe(onNext: { _ in })
        }
        scheduler.scheduleAt(260) {
            if let disposable {
                self.assertSitesHere(
                    disposable,
                    names: [
                        "debounce", "throttle", "delay", "timeout", "buffer(timeSpan:)", "sample",
                        "interval", "take(for:)", "observe(on:)", "merge", "timer",
                    ])
            }
        }
        scheduler.scheduleAt(500) {
            disposable?.dispose()
        }
        scheduler.start()
    }

    func testErrorHandlingAndSharing() {
        // Never started: a `delay` on it keeps a chain of synchronous sources live, so that
        // its graph can be read after `subscribe` returns.
        let held = TestScheduler(initialClock: 0)
        let failing = Observable<Int>.error(TestError(1))
        let chain =
            failing
            .catch { _ in Observable.just(1) }
            .catchAndReturn(2)
            .retry(2)
            .do(onNext: { _ in })
            .delay(.seconds(1), scheduler: held)
            .share(replay: 1)
        assertSite(of: chain, "share(replay:)", atLine: #line - 1)
        let published = Observable.of(1, 2).publish()
        let disposable = Observable.merge(chain, published.refCount(), Observable.of(3).share())
            .subscribe(onNext: { _ in }, onError: { _ in })
        assertSitesHere(
            disposable,
            names: [
                // Not `of`: the `publish`/`share` connections of the two `of`s ended with them,
                // and a connection is a graph of its own, gone once it ends.
                "error", "catch", "just", "catchAndReturn", "retry", "do", "delay", "share(replay:)", "refCount",
            ])
        disposable.dispose()
    }

    func testTraits() {
        // Never started: a `delay` on it keeps a chain of synchronous sources live, so that
        // its graph can be read after `subscribe` returns.
        let held = TestScheduler(initialClock: 0)
        let single = Single.just(1)
            .map { $0 + 1 }
            .flatMap { Single.just($0) }
            .catchAndReturn(0)
            .delay(.seconds(1), scheduler: held)
        assertSite(of: single, "delay", atLine: #line - 1)
        let singleSubscription = single.subscribe(onSuccess: { _ in })
        assertSitesHere(singleSubscription, names: ["just", "map", "flatMap", "catchAndReturn", "delay"])

        let maybe = Maybe.just(1).filter { $0 > 0 }.map { $0 }.delay(.seconds(1), scheduler: held)
        let maybeSubscription = maybe.subscribe(onSuccess: { _ in })
        assertSitesHere(maybeSubscription, names: ["just", "filter", "map"])

        let completable = Completable.empty().andThen(Completable.empty()).delay(.seconds(1), scheduler: held)
        let completableSubscription = completable.subscribe(onCompleted: {})
        assertSitesHere(completableSubscription, names: ["empty", "andThen", "delay"])
        singleSubscription.dispose()
        maybeSubscription.dispose()
        completableSubscription.dispose()

        let infallible = BehaviorRelay(value: 1).asInfallible()
            .map { $0 }
            .flatMapLatest { Infallible.just($0) }
            .distinctUntilChanged()
        let infallibleSubscription = infallible.subscribe(onNext: { _ in })
        assertSitesHere(
            infallibleSubscription, names: ["asInfallible", "map", "flatMapLatest", "just", "distinctUntilChanged"])
        infallibleSubscription.dispose()

        let bound = Observable.just(1).delay(.seconds(1), scheduler: held).asInfallible(onErrorJustReturn: 0)
            .bind(onNext: { _ in })
        assertSitesHere(bound, names: ["just", "asInfallible(onErrorJustReturn:)", "bind"])
        bound.dispose()
    }

    func testDriverAndSignal() {
        let relay = BehaviorRelay(value: 1)
        assertSite(of: relay, "BehaviorRelay", atLine: #line - 1)
        let driver = relay.asDriver()
            .map { $0 + 1 }
            .flatMapLatest { Driver.just($0) }
            .distinctUntilChanged()
        assertSite(of: driver, "distinctUntilChanged", atLine: #line - 1)
        let driven = driver.drive(onNext: { _ in })
        assertSitesHere(driven, names: ["BehaviorRelay", "asDriver", "map", "flatMapLatest", "drive"])
        driven.dispose()

        let publishRelay = PublishRelay<Int>()
        let signal = publishRelay.asSignal()
            .map { $0 }
            .filter { $0 > 0 }
        let emitted = signal.emit(onNext: { _ in })
        assertSitesHere(emitted, names: ["PublishRelay", "asSignal", "map", "filter", "emit"])
        emitted.dispose()

        let fromObservable = PublishSubject<Int>().asDriver(onErrorJustReturn: 0).drive(relay)
        assertSitesHere(fromObservable, names: ["PublishSubject", "asDriver(onErrorJustReturn:)", "drive"])
        fromObservable.dispose()
    }

    func testSubjectsRelaysAndBindings() {
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        assertSite(of: replay, "ReplaySubject.create", atLine: #line - 1)
        let async = AsyncSubject<Int>()
        assertSite(of: async, "AsyncSubject", atLine: #line - 1)
        let replayRelay = ReplayRelay<Int>.create(bufferSize: 1)
        assertSite(of: replayRelay, "ReplayRelay.create", atLine: #line - 1)
        let publishRelay = PublishRelay<Int>()
        assertSite(of: publishRelay, "PublishRelay", atLine: #line - 1)

        let toRelay = Observable.merge(replay, async).bind(to: replayRelay)
        assertSitesHere(toRelay, names: ["ReplaySubject.create", "AsyncSubject", "merge", "bind"])
        let toObserver = replayRelay.map { $0 }.bind(to: replay)
        assertSitesHere(toObserver, names: ["ReplayRelay.create", "map", "bind"])
        let onNext = publishRelay.bind(onNext: { _ in })
        assertSitesHere(onNext, names: ["PublishRelay", "bind"])
        toRelay.dispose()
        toObserver.dispose()
        onNext.dispose()
    }

    func testADisposeBagNamesItselfAsTheHolder() {
        var bag: DisposeBag? = DisposeBag()
        let bagLine: UInt = #line - 1
        let subject = PublishSubject<Int>()
        let disposable = subject.subscribe()
        disposable.disposed(by: bag!)
        XCTAssertEqual(
            AssemblyTracking.graph(of: disposable)?.holder,
            "a DisposeBag made at \(#fileID):\(bagLine)")
        bag = nil
        XCTAssertNil(AssemblyTracking.graph(of: disposable))
    }

    func testTakeUntilDeallocatedNamesTheOwnerAsTheHolder() {
        var owner: LifetimeOwner? = LifetimeOwner()
        let subject = PublishSubject<Int>()
        let disposable = subject.take(until: owner!.rx.deallocated).subscribe()
        XCTAssertEqual(AssemblyTracking.graph(of: disposable)?.holder, "the lifetime of a LifetimeOwner")
        owner = nil
        XCTAssertNil(AssemblyTracking.graph(of: disposable))
    }
}

private final class LifetimeOwner: LifetimeProviding, ReactiveCompatible {
    private let lifetimeToken = Lifetime.Token()

    var lifetime: Lifetime {
        lifetimeToken.lifetime
    }
}
