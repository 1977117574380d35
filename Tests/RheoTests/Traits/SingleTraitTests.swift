import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class SingleTraitTests: RheoTestCase {
    func testCreateSuccessSendsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.success(1))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreateAcceptsTheFirstOutcomeOnly() {
        var outcomes: [String] = []
        var disposed = 0
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError(1)))
            return Disposables.create { disposed += 1 }
        }
        _ = single.subscribe { result in
            switch result {
            case .success(let element): outcomes.append("success \(element)")
            case .failure(let error): outcomes.append("failure \(error)")
            }
        }
        XCTAssertEqual(outcomes, ["success 1"])
        XCTAssertEqual(disposed, 1)
    }

    func testCreateFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.failure(TestError(2)))
                observer(.success(1))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, TestError(2))])
    }

    func testCreateOutcomeAfterDisposalIsIgnored() {
        var send: ((SingleEvent<Int>) -> Void)?
        var disposed = 0
        let single = Single<Int>.create { observer in
            send = observer
            return Disposables.create { disposed += 1 }
        }
        var received = 0
        let subscription = single.subscribe(onSuccess: { _ in received += 1 }, onFailure: { _ in received += 1 })
        subscription.dispose()
        send?(.success(1))
        XCTAssertEqual(received, 0)
        XCTAssertEqual(disposed, 1)
        send = nil
    }

    func testCreateOnATimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
                    observer(.success(7))
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
    }

    func testDisposingBeforeTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testJustErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(3) }.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single<Int>.error(TestError(4)) }.events, [.error(200, TestError(4))]
        )
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single<Int>.never() }.events, [])
    }

    func testJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .completed(202)])
    }

    func testSubscribeHandlersRunOnceThenDisposed() {
        var log: [String] = []
        _ = Single.just(5).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 5", "disposed"])
    }

    func testSubscribeFailure() {
        var log: [String] = []
        _ = Single<Int>.error(TestError(6)).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \(($0 as? TestError)?.id ?? -1)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["failure 6", "disposed"])
    }

    func testUnhandledFailureGoesToTheHook() {
        let errors = captureUnhandledErrors {
            _ = Single<Int>.error(TestError(7)).subscribe(onSuccess: { _ in })
        }
        XCTAssertEqual(errors.map { ($0 as? TestError)?.id }, [7])
    }

    func testSuccessDisposesTheSourceBeforeItsCompletion() {
        // A source with an element and no completion yet: the subscriber has its outcome,
        // and the source is released at once.
        var disposed = 0
        var observer: AnyObserver<Int>?
        let single = Observable<Int>.create { o in
            observer = o
            return Disposables.create { disposed += 1 }
        }.take(1).asSingle()
        var received: [Int] = []
        _ = single.subscribe(onSuccess: { received.append($0) })
        observer?.onNext(8)
        XCTAssertEqual(received, [8])
        XCTAssertEqual(disposed, 1)
        observer = nil
    }

    func testSubscribeWithObject() {
        final class Owner {
            var values: [Int] = []
            var disposed = false
        }
        var owner: Owner? = Owner()
        _ = Single.just(9).subscribe(
            with: owner!, onSuccess: { $0.values.append($1) }, onDisposed: { $0.disposed = true })
        XCTAssertEqual(owner?.values, [9])
        XCTAssertEqual(owner?.disposed, true)

        owner = nil

        let subject = PublishSubject<Int>()
        weak var gone: Owner?
        do {
            let temporary = Owner()
            gone = temporary
            _ = subject.take(1).asSingle().subscribe(with: temporary, onSuccess: { $0.values.append($1) })
        }
        XCTAssertNil(gone, "subscribe(with:) must not retain its object")
        subject.onNext(1)
    }

    func testSubscribeWithObjectFailureWithoutHandlerReachesTheHook() {
        final class Owner {}
        let owner = Owner()
        let errors = captureUnhandledErrors {
            _ = Single<Int>.error(TestError(3)).subscribe(with: owner, onSuccess: { _, _ in })
        }
        XCTAssertEqual(errors.count, 1)
    }

    func testPrimitiveSequenceAndAsObservable() {
        let single = Single.just(1)
        let recorder = RecordingObserver<Int>()
        _ = single.primitiveSequence.asObservable().subscribe(recorder)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertTrue(recorder.isCompleted)
    }
}
