import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// What is freed when the caller drops everything, against RxSwift 6: every subject and
/// relay kind, every multicast shape and the operators that end one source because of
/// another (`take(until:)`, `skip(until:)`, `amb`, `switchLatest`, `flatMapLatest`,
/// `withLatestFrom`, `sample`), subscribed each way RxSwift code does it, then disposed,
/// ended by the source, ended by the other side, or never disposed.
///
/// Each case runs in a scope of its own and checks, when the scope has ended, that the
/// subject or source and everything the subscriber's handlers captured were freed (weak
/// references, so the check holds in release builds too) and that `Resources.total` is
/// back where it was (debug builds).
///
/// Facts from RxSwift's source these tests pin down:
/// - A subject's observers are held by the subject alone (`Bag`); the disposable a
///   `subscribe` returns holds the subject weakly (`SubscriptionDisposable`), the observer
///   holds only its own handlers. So a subject or relay subscribed to directly
///   (`subscribe`, `bind(to:)`, `bind(onNext:)`, `subscribe(with:)`, a subject as the
///   observer) and never disposed is freed, with its observers, when the caller drops the
///   subject, whether or not it keeps the disposable.
/// - Through an operator, a subscription that is neither disposed nor ended stays alive in
///   RxSwift too (each `Sink` and its `SinkDisposer` hold each other until disposal), and so
///   does a multicast connection: those shapes are checked disposed or ended only.
final class ReleaseParityTests: RheoTestCase {
    /// Weak references to what a case must free, checked when its scope has ended.
    private final class Probe {
        private var references: [(name: String, get: () -> AnyObject?)] = []

        /// Remembers `object` weakly under `name`, and returns it.
        @discardableResult
        func track<Object: AnyObject>(_ name: String, _ object: Object) -> Object {
            references.append((name, { [weak object] in object }))
            return object
        }

        /// The names of the tracked objects still alive.
        var alive: [String] {
            references.filter { $0.get() != nil }.map(\.name)
        }
    }

    /// An object a subscriber's handlers capture: freed only if the handlers are.
    private final class Captured {}

    /// Runs `body` in a scope of its own, then checks that everything it tracked, and every
    /// Rheo object it made, was freed.
    private func assertFreesEverything(
        _ name: String, file: StaticString = #filePath, line: UInt = #line, _ body: (Probe) -> Void
    ) {
        let start = Resources.total
        let probe = Probe()
        body(probe)
        XCTAssertEqual(probe.alive, [], "\(name): still alive", file: file, line: line)
        XCTAssertEqual(Resources.total, start, "\(name): live Rheo objects left", file: file, line: line)
    }

    // MARK: Subjects and relays subscribed to directly

    /// A subject or relay under test, erased: what a case sends through it and how it ends.
    private struct Kind {
        let name: String
        /// Whether it can end (a subject) or not (a relay).
        var ends = true
        /// Makes a fresh one: its observable side, a strong handle to keep or drop, how to
        /// send an element, and (subjects only) how to complete it, fail it and dispose it.
        let make: () -> Made

        struct Made {
            let observable: Observable<Int>
            let object: AnyObject
            let send: (Int) -> Void
            let complete: (() -> Void)?
            let fail: (() -> Void)?
            let dispose: (() -> Void)?
        }

        static func subject<S: SubjectType & ObserverType & Cancelable & AnyObject>(
            _ name: String, _ make: @escaping () -> S
        ) -> Kind
        where S.Element == Int {
            Kind(name: name) {
                let subject = make()
                return Made(
                    observable: subject.asObservable(), object: subject,
                    send: { [unowned subject] in subject.onNext($0) },
                    complete: { [unowned subject] in subject.onCompleted() },
                    fail: { [unowned subject] in subject.onError(TestError.boom) },
                    dispose: { [unowned subject] in subject.dispose() })
            }
        }

        static func relay<R: ObservableType & AnyObject>(
            _ name: String, _ make: @escaping () -> R, accept: @escaping (R, Int) -> Void
        ) -> Kind
        where R.Element == Int {
            Kind(name: name, ends: false) {
                let relay = make()
                return Made(
                    observable: relay.asObservable(), object: relay,
                    send: { [unowned relay] in accept(relay, $0) },
                    complete: nil, fail: nil, dispose: nil)
            }
        }
    }

    private enum TestError: Swift.Error { case boom }

    private static var kinds: [Kind] {
        [
            .subject("PublishSubject") { PublishSubject<Int>() },
            .subject("BehaviorSubject") { BehaviorSubject<Int>(value: 0) },
            .subject("ReplaySubject(1)") { ReplaySubject<Int>.create(bufferSize: 1) },
            .subject("ReplaySubject.createUnbounded") { ReplaySubject<Int>.createUnbounded() },
            .subject("AsyncSubject") { AsyncSubject<Int>() },
            .relay("PublishRelay", { PublishRelay<Int>() }, accept: { $0.accept($1) }),
            .relay("BehaviorRelay", { BehaviorRelay<Int>(value: 0) }, accept: { $0.accept($1) }),
            .relay("ReplayRelay(1)", { ReplayRelay<Int>.create(bufferSize: 1) }, accept: { $0.accept($1) }),
        ]
    }

    /// The ways RxSwift code subscribes to a subject or relay directly: each takes the
    /// observable, an object the handlers must capture, and the probe (to track what the
    /// way itself makes, such as a target relay), and returns the subscription.
    private static var ways: [(name: String, subscribe: (Observable<Int>, Captured, Probe) -> Disposable)] {
        [
            (
                "subscribe(onNext:onError:onCompleted:onDisposed:)",
                { source, captured, _ in
                    source.subscribe(
                        onNext: { _ in _ = captured }, onError: { _ in _ = captured },
                        onCompleted: { _ = captured }, onDisposed: { _ = captured })
                }
            ),
            (
                "subscribe(onNext:)",
                { source, captured, _ in
                    source.subscribe(onNext: { _ in _ = captured })
                }
            ),
            (
                "subscribe(_ on:)",
                { source, captured, _ in
                    source.subscribe { _ in _ = captured }
                }
            ),
            (
                "subscribe(AnyObserver)",
                { source, captured, _ in
                    source.subscribe(AnyObserver { _ in _ = captured })
                }
            ),
            (
                "subscribe(with:onNext:)",
                { source, captured, _ in
                    source.subscribe(with: captured, onNext: { _, _ in })
                }
            ),
            (
                "subscribe(subject)",
                { source, _, probe in
                    source.subscribe(probe.track("target subject", PublishSubject<Int>()))
                }
            ),
            (
                "bind(to: PublishRelay)",
                { source, _, probe in
                    source.bind(to: probe.track("target relay", PublishRelay<Int>()))
                }
            ),
            (
                "bind(to: BehaviorRelay)",
                { source, _, probe in
                    source.bind(to: probe.track("target relay", BehaviorRelay<Int>(value: 0)))
                }
            ),
            (
                "bind(to: ReplayRelay)",
                { source, _, probe in
                    source.bind(to: probe.track("target relay", ReplayRelay<Int>.create(bufferSize: 1)))
                }
            ),
            (
                "bind(to: AnyObserver)",
                { source, captured, _ in
                    source.bind(to: AnyObserver { _ in _ = captured })
                }
            ),
            (
                "bind(onNext:)",
                { source, captured, _ in
                    source.bind(onNext: { _ in _ = captured })
                }
            ),
        ]
    }

    /// How a case ends, before the caller drops everything.
    private enum Ending: CaseIterable {
        case neverDisposed, disposed, completed, failed, subjectDisposed
    }

    func testASubjectOrRelaySubscribedToDirectlyIsFreedHoweverTheSubscriptionEnds() {
        for kind in Self.kinds {
            for way in Self.ways {
                for ending in Ending.allCases {
                    if !kind.ends, [.completed, .failed, .subjectDisposed].contains(ending) {
                        continue
                    }
                    assertFreesEverything("\(kind.name) \(way.name) \(ending)") { probe in
                        let made = kind.make()
                        probe.track("subject or relay", made.object)
                        let subscription = way.subscribe(made.observable, probe.track("captured", Captured()), probe)
                        made.send(1)
                        switch ending {
                        case .neverDisposed:
                            break
                        case .disposed:
                            subscription.dispose()
                        case .completed:
                            made.complete?()
                        case .failed:
                            // An error no handler takes goes to the default handler, or,
                            // through a binding, to the binding-error handler.
                            _ = captureBindingErrors {
                                withDefaultErrorHandler({ _, _ in }) { made.fail?() }
                            }
                        case .subjectDisposed:
                            made.dispose?()
                        }
                        made.send(2)
                    }
                }
            }
        }
    }

    func testASubjectKeptAliveByTheCallerKeepsItsUndisposedSubscribers() {
        for kind in Self.kinds {
            let made = kind.make()
            var received: [Int] = []
            do {
                _ = made.observable.subscribe(onNext: { received.append($0) })
            }
            made.send(7)
            made.complete?()
            XCTAssertEqual(received.last, 7, "\(kind.name): a dropped, undisposed subscription stops receiving")
        }
    }

    func testASubscriptionKeptByTheCallerAfterTheSubjectIsDroppedIsFreedWithIt() {
        for kind in Self.kinds {
            assertFreesEverything("\(kind.name), subscription kept") { probe in
                let subscription: Disposable
                do {
                    let made = kind.make()
                    probe.track("subject or relay", made.object)
                    subscription = made.observable.subscribe(onNext: {
                        [captured = probe.track("captured", Captured())] _ in
                        _ = captured
                    })
                    made.send(1)
                }
                // RxSwift's disposable holds the subject weakly, so the subject and the
                // handlers are gone already; disposing afterwards must not crash.
                subscription.dispose()
            }
        }
    }

    // MARK: Shared sequences into relays

    func testDriveAndEmitIntoRelaysFreeEverythingWhenDisposedOrEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            for ending in [Ending.disposed, .completed] {
                assertFreesEverything("drive(BehaviorRelay) \(ending)") { probe in
                    let source = probe.track("source", PublishSubject<Int>())
                    let target = probe.track("target", BehaviorRelay<Int>(value: 0))
                    let subscription = source.asDriver(onErrorJustReturn: -1).drive(target)
                    source.onNext(1)
                    scheduler.start()
                    XCTAssertEqual(target.value, 1)
                    if ending == .disposed { subscription.dispose() } else { source.onCompleted() }
                    scheduler.start()
                }
                assertFreesEverything("emit(to: PublishRelay) \(ending)") { probe in
                    let source = probe.track("source", PublishSubject<Int>())
                    let target = probe.track("target", PublishRelay<Int>())
                    let subscription = source.asSignal(onErrorJustReturn: -1).emit(to: target)
                    source.onNext(1)
                    scheduler.start()
                    if ending == .disposed { subscription.dispose() } else { source.onCompleted() }
                    scheduler.start()
                }
                // Never disposed through the share: RxSwift keeps it alive too (see above).
                guard ending == .disposed else { continue }
                assertFreesEverything("relay.asDriver().drive(onNext:) \(ending)") { probe in
                    let relay = probe.track("relay", BehaviorRelay<Int>(value: 0))
                    let captured = probe.track("captured", Captured())
                    let subscription = relay.asDriver().drive(onNext: { _ in _ = captured })
                    scheduler.start()
                    if ending == .disposed { subscription.dispose() }
                    scheduler.start()
                }
            }
        }
    }

    // MARK: Multicast shapes

    /// A connectable shape: its observable, and how to connect it.
    private static func connected<Connectable: ConnectableObservableType>(
        _ name: String, _ make: @escaping (Observable<Int>) -> Connectable
    ) -> (name: String, make: (Observable<Int>) -> (Observable<Int>, connect: (() -> Disposable)?))
    where Connectable.Element == Int {
        (
            name,
            { source in
                let connectable = make(source)
                return (connectable.asObservable(), { connectable.connect() })
            }
        )
    }

    private static var multicastShapes:
        [(name: String, make: (Observable<Int>) -> (Observable<Int>, connect: (() -> Disposable)?))]
    {
        [
            ("publish().refCount()", { ($0.publish().refCount(), nil) }),
            ("replay(1).refCount()", { ($0.replay(1).refCount(), nil) }),
            ("share()", { ($0.share(), nil) }),
            ("share(replay: 1)", { ($0.share(replay: 1), nil) }),
            ("share(replay: 2)", { ($0.share(replay: 2), nil) }),
            ("share(replay: 1, scope: .forever)", { ($0.share(replay: 1, scope: .forever), nil) }),
            ("share(replay: 0, scope: .forever)", { ($0.share(replay: 0, scope: .forever), nil) }),
            connected("publish() + connect") { $0.publish() },
            connected("replay(1) + connect") { $0.replay(1) },
            connected("replayAll() + connect") { $0.replayAll() },
            connected("multicast(subject) + connect") { $0.multicast(PublishSubject<Int>()) },
            connected("multicast(makeSubject:) + connect") {
                $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
            },
        ]
    }

    func testEveryMulticastShapeIsFreedWhenDisposedOrEndedBySource() {
        for shape in Self.multicastShapes {
            for ending in [Ending.disposed, .completed, .failed] {
                assertFreesEverything("\(shape.name) \(ending)") { probe in
                    let source = probe.track("source", PublishSubject<Int>())
                    let (shared, connect) = shape.make(source.asObservable())
                    let captured = probe.track("captured", Captured())
                    let first = shared.subscribe(onNext: { _ in _ = captured }, onError: { _ in })
                    let second = shared.subscribe(onNext: { _ in _ = captured }, onError: { _ in })
                    let connection = connect?()
                    source.onNext(1)
                    switch ending {
                    case .completed: source.onCompleted()
                    case .failed: source.onError(TestError.boom)
                    default: break
                    }
                    first.dispose()
                    second.dispose()
                    connection?.dispose()
                }
            }
        }
    }

    func testEveryMulticastShapeOverAnEndedSourceIsFreedAfterALateSubscriber() {
        for shape in Self.multicastShapes {
            for source in [
                ("just", Observable.just(1)), ("empty", Observable<Int>.empty()),
                ("error", Observable<Int>.error(TestError.boom)),
            ] {
                assertFreesEverything("\(shape.name) over \(source.0), connected, then subscribed") { probe in
                    let (shared, connect) = shape.make(source.1)
                    _ = connect?()
                    let captured = probe.track("captured", Captured())
                    _ = shared.subscribe(onNext: { _ in _ = captured }, onError: { _ in })
                    _ = shared.subscribe(onNext: { _ in _ = captured }, onError: { _ in })
                }
            }
        }
    }

    // MARK: Operators that end one source because of another

    /// A two-source operator: the result, given the source and the other sequence.
    private static var pairOperators: [(name: String, make: (Observable<Int>, Observable<Int>) -> Observable<Int>)] {
        [
            ("take(until:)", { $0.take(until: $1) }),
            ("skip(until:)", { $0.skip(until: $1) }),
            ("amb", { $0.amb($1) }),
            ("withLatestFrom", { $0.withLatestFrom($1) }),
            ("sample", { $0.sample($1) }),
            ("switchLatest", { Observable.of($0, $1).switchLatest() }),
            ("flatMapLatest", { source, other in source.flatMapLatest { _ in other } }),
            ("flatMap", { source, other in source.flatMap { _ in other } }),
            ("flatMapFirst", { source, other in source.flatMapFirst { _ in other } }),
            ("concatMap", { source, other in source.concatMap { _ in other } }),
            ("catch", { source, other in source.catch { _ in other } }),
            ("merge", { Observable.merge($0, $1) }),
            ("concat", { $0.concat($1) }),
            ("zip", { Observable.zip($0, $1) { $0 + $1 } }),
            ("combineLatest", { Observable.combineLatest($0, $1) { $0 + $1 } }),
        ]
    }

    /// Which side ends, and how.
    private enum PairEnding: CaseIterable {
        case disposed, sourceCompletes, sourceFails, otherSends, otherCompletes, otherFails, bothComplete
    }

    func testEveryUntilAmbSwitchOperatorIsFreedHoweverItEnds() {
        for op in Self.pairOperators {
            for ending in PairEnding.allCases {
                assertFreesEverything("\(op.name) \(ending)") { probe in
                    let source = probe.track("source", PublishSubject<Int>())
                    let other = probe.track("other", PublishSubject<Int>())
                    let captured = probe.track("captured", Captured())
                    let subscription = op.make(source.asObservable(), other.asObservable())
                        .subscribe(onNext: { _ in _ = captured }, onError: { _ in })
                    source.onNext(1)
                    switch ending {
                    case .disposed:
                        subscription.dispose()
                    case .sourceCompletes:
                        source.onCompleted()
                    case .sourceFails:
                        source.onError(TestError.boom)
                    case .otherSends:
                        other.onNext(2)
                    case .otherCompletes:
                        other.onCompleted()
                    case .otherFails:
                        other.onError(TestError.boom)
                    case .bothComplete:
                        other.onNext(2)
                        source.onCompleted()
                        other.onCompleted()
                    }
                    // Whatever is still running is ended by its caller, as a DisposeBag would.
                    subscription.dispose()
                }
            }
        }
    }

    func testSkipUntilWhoseSourceEndsWhileTheTriggerIsPendingIsFreedAfterTheSchedulerRan() {
        assertFreesEverything("skip(until:) over just, trigger delayed") { probe in
            let scheduler = probe.track("scheduler", TestScheduler(initialClock: 0))
            let captured = probe.track("captured", Captured())
            _ = Observable.just(1)
                .skip(until: Observable.just(1).delay(.seconds(20), scheduler: scheduler))
                .subscribe(onNext: { _ in _ = captured })
            scheduler.start()
        }
    }

    func testSkipUntilEndedWithoutATerminalEventStillRunsOnDisposedWhenTheCallerDisposes() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposals = 0
        let subscription = Observable.just(1)
            .skip(until: Observable.just(1).delay(.seconds(20), scheduler: scheduler))
            .subscribe(onDisposed: { disposals += 1 })
        scheduler.start()
        XCTAssertEqual(disposals, 0, "RxSwift ends skip(until:) silently: no onDisposed yet")
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testTakeUntilWhoseTriggerIsPendingIsFreedWhenTheSourceEnds() {
        assertFreesEverything("take(until:) over just, trigger delayed") { probe in
            let scheduler = probe.track("scheduler", TestScheduler(initialClock: 0))
            let captured = probe.track("captured", Captured())
            _ = Observable.just(1)
                .take(until: Observable.just(1).delay(.seconds(20), scheduler: scheduler))
                .subscribe(onNext: { _ in _ = captured })
            scheduler.start()
        }
    }
}

/// Runs `body` with `Hooks.defaultErrorHandler` replaced by `handler`.
private func withDefaultErrorHandler(_ handler: @escaping Hooks.DefaultErrorHandler, _ body: () -> Void) {
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = handler
    defer { Hooks.defaultErrorHandler = previous }
    body()
}
