import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class CompletableTraitTests: RheoTestCase {
    private func outcomes(_ completable: Completable) -> [String] {
        var log: [String] = []
        _ = completable.subscribe { event in
            switch event {
            case .completed: log.append("completed")
            case .error(let error): log.append("error \((error as? TestError)?.id ?? -1)")
            }
        }
        return log
    }

    func testCreate() {
        var disposed = 0
        XCTAssertEqual(
            outcomes(
                Completable.create { observer in
                    observer(.completed)
                    observer(.error(TestError(1)))
                    return Disposables.create { disposed += 1 }
                }), ["completed"])
        XCTAssertEqual(disposed, 1)
        XCTAssertEqual(
            outcomes(
                Completable.create { observer in
                    observer(.error(TestError(1)))
                    observer(.completed)
                    return Disposables.create()
                }), ["error 1"])
    }

    func testEmptyErrorNever() {
        XCTAssertEqual(outcomes(.empty()), ["completed"])
        XCTAssertEqual(outcomes(.error(TestError(2))), ["error 2"])
        XCTAssertEqual(outcomes(.never()), [])
    }

    func testSubscribeHandlers() {
        var log: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { log.append("completed") }, onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") })
        _ = Completable.error(TestError()).subscribe(
            onCompleted: { log.append("completed") }, onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed", "error", "disposed"])
        let errors = captureUnhandledErrors {
            _ = Completable.error(TestError(3)).subscribe(onCompleted: {})
        }
        XCTAssertEqual(errors.count, 1)
    }

    func testSubscribeWithObject() {
        final class Owner {
            var log: [String] = []
        }
        let owner = Owner()
        _ = Completable.empty().subscribe(
            with: owner, onCompleted: { $0.log.append("completed") }, onDisposed: { $0.log.append("disposed") })
        _ = Completable.error(TestError()).subscribe(with: owner, onError: { owner, _ in owner.log.append("error") })
        XCTAssertEqual(owner.log, ["completed", "disposed", "error"])
    }

    func testDisposingBeforeTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.ignoreElements().asCompletable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCompletableCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Completable.error(TestError(1)).catch { _ in .empty() } }.events, [.completed(200)])
    }
}
