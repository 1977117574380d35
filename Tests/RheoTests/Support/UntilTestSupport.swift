import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// `take(until:)` and `skip(until:)`: a source gated by another sequence's first element.
/// Their tests run the same scenarios through these helpers; each operator's file states
/// what its operator makes of them.
enum UntilOperator: CustomStringConvertible {
    case take
    case skip

    var description: String {
        switch self {
        case .take: "take(until:)"
        case .skip: "skip(until:)"
        }
    }

    /// `source.take(until: other)` or `source.skip(until: other)`.
    func apply<Element, Other>(_ source: Observable<Element>, _ other: Observable<Other>) -> Observable<Element> {
        switch self {
        case .take: source.take(until: other)
        case .skip: source.skip(until: other)
        }
    }
}

extension RheoTestCase {
    /// Runs `gate` over hot sources with `xsEvents` and `ysEvents` on a fresh scheduler,
    /// disposing at `disposed`, and checks the events and the subscriptions (`xs`'s only
    /// when given).
    func checkUntil<Other>(
        _ gate: UntilOperator, xs xsEvents: [Recorded<Event<Int>>], ys ysEvents: [Recorded<Event<Other>>],
        disposed: TestTime = 1000, events: [Recorded<Event<Int>>], xsSubscriptions: [Subscription]? = nil,
        ysSubscriptions: [Subscription], file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(xsEvents)
        let ys = scheduler.createHotObservable(ysEvents)
        let res = scheduler.start(disposed: disposed) { gate.apply(xs.asObservable(), ys.asObservable()) }
        XCTAssertEqual(res.events, events, "\(gate)", file: file, line: line)
        if let xsSubscriptions {
            XCTAssertEqual(xs.subscriptions, xsSubscriptions, "\(gate), xs", file: file, line: line)
        }
        XCTAssertEqual(ys.subscriptions, ysSubscriptions, "\(gate), ys", file: file, line: line)
    }

    /// The source sends 0 to 999 on one thread while the other sequence sends its first
    /// element on another; then the source sends `lastElement` and the subscription is
    /// disposed. Every round (20 times the stress scale) checks that no delivery overlapped
    /// another, the grammar held and nothing was reported, then hands the observer to
    /// `check` for what the operator let through.
    func checkTheOtherFiringFromAnotherThreadNeverOverlapsADelivery(
        _ gate: UntilOperator, lastElement: Int, file: StaticString = #filePath, line: UInt = #line,
        check: (CheckingObserver<Int>) -> Void
    ) {
        for _ in 0..<20 * stressScale {
            let xs = ThreadedSource<Int>()
            let ys = ThreadedSource<Int>()
            let observer = CheckingObserver<Int>()
            let reports = captureContractViolations {
                // Everything that touches the sources runs under the watchdog: after a
                // deadlock, the stuck threads hold their locks forever.
                runFailingOnDeadlock {
                    let subscription = gate.apply(xs.observable, ys.observable).subscribe(observer)
                    raceThreads(2) { thread in
                        if thread == 0 {
                            for index in 0..<1_000 { xs.send(index) }
                        } else {
                            ys.send(0)
                        }
                    }
                    xs.send(lastElement)
                    subscription.dispose()
                }
            }
            XCTAssertEqual(reports.count, 0, "\(gate): \(reports.prefix(1))", file: file, line: line)
            XCTAssertEqual(observer.concurrentDeliveries, 0, "\(gate)", file: file, line: line)
            XCTAssertEqual(observer.grammarViolations, 0, "\(gate)", file: file, line: line)
            check(observer)
        }
    }
}
