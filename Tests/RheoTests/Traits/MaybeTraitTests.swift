import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class MaybeTraitTests: RheoTestCase {
    private func outcomes<Element>(_ maybe: Maybe<Element>) -> [String] {
        var log: [String] = []
        _ = maybe.subscribe { event in
            switch event {
            case .success(let element): log.append("success \(element)")
            case .error(let error): log.append("error \((error as? TestError)?.id ?? -1)")
            case .completed: log.append("completed")
            }
        }
        return log
    }

    func testCreateOutcomes() {
        XCTAssertEqual(
            outcomes(
                Maybe<Int>.create { observer in
                    observer(.success(1))
                    observer(.completed)
                    return Disposables.create()
                }), ["success 1"])
        XCTAssertEqual(
            outcomes(
                Maybe<Int>.create { observer in
                    observer(.completed)
                    observer(.success(1))
                    return Disposables.create()
                }), ["completed"])
        XCTAssertEqual(
            outcomes(
                Maybe<Int>.create { observer in
                    observer(.error(TestError(2)))
                    observer(.success(1))
                    return Disposables.create()
                }), ["error 2"])
    }

    func testCreateOnATimelineAndItsDisposable() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = 0
        let res = scheduler.start {
            Maybe<Int>.create { observer in
                let action = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
                    observer(.success(3))
                    return Disposables.create()
                }
                return Disposables.create {
                    disposed += 1
                    action.dispose()
                }
            }
        }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(disposed, 1)
    }

    func testJustEmptyErrorNever() {
        XCTAssertEqual(outcomes(Maybe.just(1)), ["success 1"])
        XCTAssertEqual(outcomes(Maybe<Int>.empty()), ["completed"])
        XCTAssertEqual(outcomes(Maybe<Int>.error(TestError(4))), ["error 4"])
        XCTAssertEqual(outcomes(Maybe<Int>.never()), [])
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Maybe.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
    }

    func testSubscribeHandlers() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.error(TestError()).subscribe(
            onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["success 1", "disposed", "completed", "disposed", "error", "disposed"])
    }

    func testUnhandledErrorGoesToTheHook() {
        let errors = captureUnhandledErrors {
            _ = Maybe<Int>.error(TestError(5)).subscribe(onSuccess: { _ in })
        }
        XCTAssertEqual(errors.map { ($0 as? TestError)?.id }, [5])
    }

    func testSubscribeWithObject() {
        final class Owner {
            var log: [String] = []
        }
        let owner = Owner()
        _ = Maybe.just(1).subscribe(
            with: owner, onSuccess: { $0.log.append("success \($1)") }, onCompleted: { $0.log.append("completed") },
            onDisposed: { $0.log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(
            with: owner, onSuccess: { $0.log.append("success \($1)") }, onCompleted: { $0.log.append("completed") })
        XCTAssertEqual(owner.log, ["success 1", "disposed", "completed"])
    }

    func testDisposalMidWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
