import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class GroupByTests: RheoTestCase {
    private func source(
        _ scheduler: TestScheduler, end: Recorded<Event<String>> = .completed(300)
    ) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(150, "x0"), .next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "c1"), .next(250, "b2"),
            end,
        ])
    }

    /// Subscribes to the groups of `xs` from 200 (outer disposed at `outerDisposed`), and to
    /// each group as it arrives (each group disposed at `groupsDisposed`), recording
    /// "key:element" for group elements and "key:completed"/"key:error" for their ends.
    private func record(
        _ scheduler: TestScheduler,
        _ xs: TestableObservable<String>,
        keySelector: @escaping (String) throws -> Character = { $0.first! },
        outerDisposed: TestTime = 1000,
        groupsDisposed: TestTime = 1000
    ) -> (outer: TestableObserver<Character>, inner: TestableObserver<String>) {
        let outer = scheduler.createObserver(Character.self)
        let inner = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var groupSubscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            outerSubscription = xs.groupBy(keySelector: keySelector).subscribe(
                onNext: { group in
                    outer.onNext(group.key)
                    groupSubscriptions.append(
                        group.subscribe(
                            onNext: { inner.onNext("\(group.key):\($0)") },
                            onError: { _ in inner.onNext("\(group.key):error") },
                            onCompleted: { inner.onNext("\(group.key):completed") }
                        ))
                },
                onError: { outer.onError($0) },
                onCompleted: { outer.onCompleted() }
            )
        }
        scheduler.scheduleAt(outerDisposed) { outerSubscription?.dispose() }
        scheduler.scheduleAt(groupsDisposed) { groupSubscriptions.forEach { $0.dispose() } }
        scheduler.start()
        return (outer, inner)
    }

    func testGroupsArriveWithTheirFirstElementAndAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (outer, inner) = record(scheduler, xs)
        XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        XCTAssertEqual(
            inner.events,
            [
                .next(210, "a:a1"), .next(220, "b:b1"), .next(230, "a:a2"), .next(240, "c:c1"), .next(250, "b:b2"),
                .next(300, "a:completed"), .next(300, "b:completed"), .next(300, "c:completed"),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSourceErrorReachesEveryGroupThenTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(300, TestError(1)))
        let (outer, inner) = record(scheduler, xs)
        XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .error(300, TestError(1))])
        XCTAssertEqual(
            Array(inner.events.suffix(3)), [.next(300, "a:error"), .next(300, "b:error"), .next(300, "c:error")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrowingKeySelectorFailsGroupsAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (outer, inner) = record(
            scheduler, xs,
            keySelector: { value in
                if value == "a2" { throw TestError(9) }
                return value.first!
            })
        XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b"), .error(230, TestError(9))])
        XCTAssertEqual(
            inner.events, [.next(210, "a:a1"), .next(220, "b:b1"), .next(230, "a:error"), .next(230, "b:error")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingTheOuterKeepsSubscribedGroupsRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let (outer, inner) = record(scheduler, xs, outerDisposed: 225, groupsDisposed: 245)
        XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b")])
        // New keys after the outer is gone open groups nobody sees; existing groups go on.
        XCTAssertEqual(inner.events, [.next(210, "a:a1"), .next(220, "b:b1"), .next(230, "a:a2")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testDisposingEverythingMidWayDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 235) { xs.groupBy(keySelector: { $0.first! }).map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}
