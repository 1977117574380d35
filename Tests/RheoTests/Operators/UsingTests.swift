import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class UsingTests: RheoTestCase {
    func testTheResourceIsDisposedAfterTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Collected<String>()
        var resources: [TestResource] = []
        let xs = scheduler.createColdObservable([.next(100, 1), .next(200, 2), .completed(300)])
        let res = scheduler.start { () -> Observable<Int> in
            Observable.using(
                { () -> TestResource in
                    let resource = TestResource(resources.count, scheduler: scheduler, log: log)
                    resources.append(resource)
                    return resource
                },
                observableFactory: { resource in
                    log.append("factory \(resource.id)")
                    return xs.asObservable().map { $0 * 10 + resource.id }
                })
        }
        XCTAssertEqual(res.events, [.next(300, 10), .next(400, 20), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(resources.count, 1)
        XCTAssertEqual(resources.first?.disposedAt, [500])
        XCTAssertEqual(log.values, ["factory 0", "dispose resource 0"])
    }

    func testTheResourceIsDisposedAfterTheSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Collected<String>()
        var resource: TestResource?
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(1))])
        let res = scheduler.start { () -> Observable<Int> in
            Observable.using(
                { () -> TestResource in
                    let created = TestResource(0, scheduler: scheduler, log: log)
                    resource = created
                    return created
                }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(resource?.disposedAt, [250])
    }

    func testDisposingMidWayDisposesTheSourceThenTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Collected<String>()
        var resource: TestResource?
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) { () -> Observable<Int> in
            Observable.using(
                { () -> TestResource in
                    let created = TestResource(0, scheduler: scheduler, log: log)
                    resource = created
                    return created
                },
                observableFactory: { _ in
                    xs.asObservable().do(onDispose: { log.append("dispose source") })
                })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(resource?.disposedAt, [300])
        XCTAssertEqual(log.values, ["dispose source", "dispose resource 0"])
    }

    func testEachSubscriptionGetsItsOwnResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Collected<String>()
        var resources: [TestResource] = []
        let source = Observable.using(
            { () -> TestResource in
                let resource = TestResource(resources.count, scheduler: scheduler, log: log)
                resources.append(resource)
                return resource
            }, observableFactory: { Observable.just($0.id) })
        let first = RecordingObserver<Int>()
        let second = RecordingObserver<Int>()
        _ = source.subscribe(first)
        _ = source.subscribe(second)
        XCTAssertEqual(first.elements, [0])
        XCTAssertEqual(second.elements, [1])
        XCTAssertEqual(resources.map(\.disposedAt.count), [1, 1])
    }

    func testAThrowingResourceFactoryIsTheErrorAndNoSequenceIsBuilt() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalls = 0
        let res = scheduler.start { () -> Observable<Int> in
            Observable.using(
                { () -> TestResource in throw TestError(7) },
                observableFactory: { _ in
                    factoryCalls += 1
                    return Observable.just(1)
                })
        }
        XCTAssertEqual(res.events, [.error(200, TestError(7))])
        XCTAssertEqual(factoryCalls, 0)
    }

    func testAThrowingObservableFactoryIsTheErrorThenTheResourceIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Collected<String>()
        var resource: TestResource?
        _ = Observable.using(
            { () -> TestResource in
                let created = TestResource(0, scheduler: scheduler, log: log)
                resource = created
                return created
            },
            observableFactory: { _ -> Observable<Int> in
                throw TestError(8)
            }
        ).subscribe(onError: { log.append("error \($0)") })
        XCTAssertEqual(log.values, ["error TestError(id: 8)", "dispose resource 0"])
        XCTAssertEqual(resource?.disposedAt.count, 1)
    }

    func testDisposingInsideOnNextDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Collected<String>()
        var resource: TestResource?
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.recordDisposingInsideOnNext(disposeAfter: { $0 == 2 }) {
            Observable.using(
                { () -> TestResource in
                    let created = TestResource(0, scheduler: scheduler, log: log)
                    resource = created
                    return created
                }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(resource?.disposedAt, [220])
    }
}
