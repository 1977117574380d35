import Rheo
import RheoTestSupport
import XCTest

/// Bug classes around a subscription's lifetime:
/// - a finished or disposed subscription must not keep its handlers (and what they
///   capture) alive, even while its disposable is still held (e.g. in a `DisposeBag`);
/// - once a subscription has ended, from any stage and by any means, no upstream user code
///   runs again, and synchronous sources stop (an infinite one must not hang `subscribe`).
final class SubscriptionLifetimeTests: RheoTestCase {
    private final class Token {}

    /// Ways a subscription ends, each applied to a source of integers.
    private let endings: [(name: String, apply: (Observable<Int>) -> Observable<Int>)] = [
        ("take(1)", { $0.take(1) }),
        ("take(10).take(1)", { $0.take(10).take(1) }),
        ("take(10).map throws", { $0.take(10).map { _ in throw TestError() } }),
        ("map throws", { $0.map { _ in throw TestError() } }),
        ("filter throws", { $0.filter { _ in throw TestError() } }),
    ]

    /// Synchronous sources; each reports every element Rheo makes it produce through
    /// `pulled` (`create`'s loop is user code, which Rheo cannot stop, so it reports none).
    private func sources(_ pulled: @escaping () -> Void) -> [(name: String, source: Observable<Int>)] {
        [
            (
                "range",
                Observable.range(start: 0, count: 1_000_000).map {
                    pulled()
                    return $0
                }
            ),
            (
                "repeatElement",
                Observable.repeatElement(1).map {
                    pulled()
                    return $0
                }
            ),
            (
                "from lazy",
                Observable.from(
                    (0..<1_000_000).lazy.map { value -> Int in
                        pulled()
                        return value
                    })
            ),
            (
                "generate",
                Observable.generate(
                    initialState: 0, condition: { _ in true },
                    iterate: {
                        pulled()
                        return $0 + 1
                    })
            ),
            (
                "range.subscribe(on: trampoline)",
                Observable.range(start: 0, count: 1_000_000).map {
                    pulled()
                    return $0
                }.subscribe(on: CurrentThreadScheduler.instance)
            ),
            (
                "create",
                Observable.create { observer in
                    for value in 0..<1_000 { observer.onNext(value) }
                    observer.onCompleted()
                    return Disposables.create()
                }
            ),
        ]
    }

    func testUpstreamStopsWhenASubscriptionEndsBelowAStatefulStage() {
        for ending in endings {
            var pulls = 0
            for (name, source) in sources({ pulls += 1 }) {
                pulls = 0
                // The filter passes only the first element, so after it nothing reaches the
                // stages that ended; only disposal can stop the source. The cap turns a
                // runaway source into an error instead of a hang.
                var seen = 0
                let chain = ending.apply(
                    source.filter { _ in
                        seen += 1
                        if seen > 10_000 { throw TestError(-1) }
                        return seen == 1
                    })
                let recorder = RecordingObserver<Int>()
                _ = chain.subscribe(recorder)
                XCTAssertEqual(recorder.terminalCount, 1, "\(name) + \(ending.name)")
                if case TestError(-1)? = recorder.error as? TestError {
                    XCTFail("\(name) + \(ending.name): source kept running after the subscription ended")
                }
                XCTAssertLessThanOrEqual(
                    pulls, 2, "\(name) + \(ending.name): the source produced elements after the end")
                XCTAssertEqual(seen, 1, "\(name) + \(ending.name): user code in the chain ran after the end")
            }
        }
    }

    func testHandlersAreReleasedWhenASubscriptionCompletesWhileItsDisposableIsHeld() {
        let cases: [(String, Observable<Int>)] = [
            ("just", .just(1)),
            ("range.take", Observable.range(start: 0, count: 10).take(2)),
            ("error", .error(TestError())),
            ("empty.map", Observable<Int>.empty().map { $0 }),
        ]
        for (name, source) in cases {
            var token: Token? = Token()
            weak let weakToken = token
            let bag = DisposeBag()
            source.subscribe(
                onNext: { [token] _ in _ = token },
                onError: { [token] _ in _ = token },
                onCompleted: { [token] in _ = token }
            ).disposed(by: bag)
            token = nil
            XCTAssertNil(weakToken, "\(name): finished subscription still holds its handlers")
            _ = bag
        }
    }

    func testHandlersAreReleasedWhenASubscriptionIsDisposed() {
        // The source's own observer is held too, as user code holding it would.
        let captured = ObserverBox<Int>()
        let sources: [(String, Observable<Int>)] = [
            ("never", .never()),
            (
                "create",
                Observable.create { observer in
                    captured.observer = observer
                    return Disposables.create()
                }
            ),
            (
                "create.take",
                Observable.create { observer in
                    captured.observer = observer
                    return Disposables.create()
                }.take(3)
            ),
        ]
        for (name, source) in sources {
            var token: Token? = Token()
            weak let weakToken = token
            let subscription = source.subscribe(onNext: { [token] _ in _ = token })
            token = nil
            subscription.dispose()
            captured.observer = nil
            XCTAssertNil(weakToken, "\(name): disposed subscription still holds its handlers")
            _ = subscription
        }
    }

    func testGenerateCallsNoClosureAfterDisposal() {
        var log: [String] = []
        _ = Observable.generate(
            initialState: 0,
            condition: {
                log.append("condition(\($0))")
                return true
            },
            iterate: {
                log.append("iterate(\($0))")
                return $0 + 1
            }
        )
        .take(1)
        .subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["condition(0)", "next(0)", "completed"])
    }

    func testFromPullsNoElementAfterDisposal() {
        var log: [String] = []
        let lazy = (0..<100).lazy.map { value -> Int in
            log.append("pull(\(value))")
            return value
        }
        _ = Observable.from(lazy).take(1).subscribe(
            onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["pull(0)", "next(0)", "completed"])
    }
}
