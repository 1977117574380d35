import Rheo
import RheoTest
import XCTest

/// What happens, in order, when a shared sequence's source ends or its subscribers leave:
/// entries such as `"300 a completed"`, each prefixed with the virtual time it happened at.
///
/// Reference type: the handlers that append run inside the scheduler, after the test built
/// them.
final class TeardownLog {
    private(set) var entries: [String] = []
    private let scheduler: TestScheduler

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func append(_ entry: String) {
        entries.append("\(scheduler.clock) \(entry)")
    }

    /// `source` with its subscription and disposal logged as `source subscribed` and
    /// `source disposed`: put right above the sharing operator.
    func watching<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.do(
            onSubscribe: { self.append("source subscribed") },
            onDispose: { self.append("source disposed") })
    }

    /// Subscribes `name` to `sequence` with every handler of `subscribe(onNext:...)` logging.
    func subscribe(_ name: String, to sequence: Observable<Int>) -> Disposable {
        sequence.subscribe(
            onNext: { self.append("\(name) next \($0)") },
            onError: { self.append("\(name) error \($0)") },
            onCompleted: { self.append("\(name) completed") },
            onDisposed: { self.append("\(name) disposed") })
    }
}

/// One subscriber of `teardownOrder`: its name, when it subscribes, and when it disposes
/// its subscription (nil: never).
struct TeardownSubscriber {
    let name: String
    let subscribe: TestTime
    let dispose: TestTime?

    init(_ name: String, _ subscribe: TestTime, disposedAt dispose: TestTime? = nil) {
        self.name = name
        self.subscribe = subscribe
        self.dispose = dispose
    }
}

/// Plays `events` from a hot source, logged by `TeardownLog.watching`, through `share` to
/// `subscribers`, and returns the log and the source's subscriptions.
func teardownOrder(
    of events: [Recorded<Event<Int>>],
    subscribers: [TeardownSubscriber] = [TeardownSubscriber("a", 200), TeardownSubscriber("b", 200)],
    _ share: (Observable<Int>) -> Observable<Int>
) -> (log: [String], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let log = TeardownLog(scheduler)
    let shared = share(log.watching(xs.asObservable()))
    var subscriptions: [String: Disposable] = [:]
    for subscriber in subscribers {
        scheduler.scheduleAt(subscriber.subscribe) {
            subscriptions[subscriber.name] = log.subscribe(subscriber.name, to: shared)
        }
        if let dispose = subscriber.dispose {
            scheduler.scheduleAt(dispose) { subscriptions[subscriber.name]?.dispose() }
        }
    }
    scheduler.start()
    subscriptions.values.forEach { $0.dispose() }
    return (log.entries, xs.subscriptions)
}

/// Checks that a shared-sequence chain lets its subscriber hear the end (and run its
/// `onDisposed`) before the stages above the last sharing step are disposed, as RxCocoa's
/// `Driver` and `Signal` do; for a completion and for an error, which
/// `onErrorJustReturn: -1` turns into `-1` and a completion.
///
/// `subscribe` builds the chain over the hot source (elements 1 at 210, then the end at
/// 300), with `do(onDispose:)` logging `upstream disposed` above a `map { $0 * 10 }`, and
/// subscribes it at 200 logging `next`, `completed` and `disposed`; it runs under
/// `SharingScheduler.mock`.
func assertSharedSequenceEndReachesTheSubscriberFirst(
    file: StaticString = #filePath, line: UInt = #line,
    _ subscribe: @escaping (Observable<Int>, TeardownLog) -> Disposable
) {
    struct Failure: Error {}
    for (end, fallback) in [(Event<Int>.completed, [String]()), (.error(Failure()), ["301 next -10"])] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), Recorded(time: 300, value: end)])
        let log = TeardownLog(scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = subscribe(xs.asObservable(), log)
            }
            scheduler.start()
            subscription?.dispose()
        }
        XCTAssertEqual(
            log.entries, ["211 next 10"] + fallback + ["301 completed", "301 disposed", "301 upstream disposed"],
            "\(end)", file: file, line: line)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "\(end)", file: file, line: line)
    }
}
