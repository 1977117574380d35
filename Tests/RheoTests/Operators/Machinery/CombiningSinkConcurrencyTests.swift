import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The serialization of `CombiningSink`, the one sink of `zip` and `combineLatest`, run
/// against both: events sent from inside the observer, disposal from inside it, sources
/// driven from several threads, and an observer sending back into a source from two
/// threads. What each operator makes of the events differs; how they are serialized does not.
final class CombiningSinkConcurrencyTests: RheoTestCase {
    func testZipHandlesAnElementSentFromInsideTheObserverAfterItReturns() {
        checkAnElementSentFromInsideTheObserverIsHandledAfterItReturns(.zip)
    }

    func testCombineLatestHandlesAnElementSentFromInsideTheObserverAfterItReturns() {
        checkAnElementSentFromInsideTheObserverIsHandledAfterItReturns(.combineLatest)
    }

    func testZipDisposedFromInsideTheObserverStopsAtOnce() {
        checkDisposingFromInsideTheObserverStopsAtOnce(.zip)
    }

    func testCombineLatestDisposedFromInsideTheObserverStopsAtOnce() {
        checkDisposingFromInsideTheObserverStopsAtOnce(.combineLatest)
    }

    func testZipSourcesDrivenFromTwoThreadsWhileOthersSubscribeAndDispose() {
        checkSourcesDrivenFromTwoThreadsWhileOthersSubscribeAndDispose(.zip)
    }

    func testCombineLatestSourcesDrivenFromTwoThreadsWhileOthersSubscribeAndDispose() {
        checkSourcesDrivenFromTwoThreadsWhileOthersSubscribeAndDispose(.combineLatest)
    }

    func testZipObserverSendingBackIntoASourceFromTwoThreads() {
        checkAnObserverSendingBackIntoASourceFromTwoThreads(.zip)
    }

    func testCombineLatestObserverSendingBackIntoASourceFromTwoThreads() {
        checkAnObserverSendingBackIntoASourceFromTwoThreads(.combineLatest)
    }

    // MARK: Scenarios

    /// An element sent into a source from inside the observer is queued and handled after
    /// the observer returns, never delivered nested inside it.
    private func checkAnElementSentFromInsideTheObserverIsHandledAfterItReturns(
        _ combiner: CombiningOperator, file: StaticString = #filePath, line: UInt = #line
    ) {
        let xs = ThreadedSource<Int>()
        let ys = ThreadedSource<Int>()
        var delivering = false
        var nestedDeliveries = 0
        var received: [Int] = []
        let subscription = combiner.combine(xs.observable, ys.observable) { $0 + $1 }
            .subscribe(onNext: { value in
                if delivering {
                    nestedDeliveries += 1
                }
                delivering = true
                received.append(value)
                if value == 11 {
                    // Sent while ys is delivering: queued, handled after this returns.
                    xs.send(2)
                    xs.send(3)
                    XCTAssertEqual(received, [11], "\(combiner)", file: file, line: line)
                }
                delivering = false
            })
        xs.send(1)
        ys.send(10)
        switch combiner {
        case .zip:
            // 2 and 3 wait for ys's second and third elements.
            ys.send(20)
            XCTAssertEqual(received, [11, 22], file: file, line: line)
        case .combineLatest:
            XCTAssertEqual(received, [11, 12, 13], file: file, line: line)
        }
        XCTAssertEqual(nestedDeliveries, 0, "\(combiner)", file: file, line: line)
        subscription.dispose()
    }

    /// The observer disposes the subscription on the second result: nothing follows, though
    /// both sources keep sending.
    private func checkDisposingFromInsideTheObserverStopsAtOnce(
        _ combiner: CombiningOperator, file: StaticString = #filePath, line: UInt = #line
    ) {
        let xs = ThreadedSource<Int>()
        let ys = ThreadedSource<Int>()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            combiner.combine(xs.observable, ys.observable) { $0 + $1 }
                .subscribe(onNext: { value in
                    received.append(value)
                    if received.count == 2 {
                        subscription.dispose()
                    }
                }))
        for element in [1, 2, 3] {
            xs.send(element)
            ys.send(element * 10)
        }
        switch combiner {
        case .zip:
            XCTAssertEqual(received, [11, 22], file: file, line: line)
        case .combineLatest:
            // 12 (from xs's 2 and ys's 10) is the second result.
            XCTAssertEqual(received, [11, 12], file: file, line: line)
        }
    }

    /// Two threads drive the sources, half their sends holding a lock the observer also
    /// takes (the lock-inversion pattern), while a third subscribes and disposes other
    /// combinations of the same sources: no deadlock, no overlapping delivery, and the
    /// results the operator promises. For `zip`, every element paired with its peer of the
    /// same index; for `combineLatest`, exactly one result per element once both sources
    /// have one, each source's part in order.
    private func checkSourcesDrivenFromTwoThreadsWhileOthersSubscribeAndDispose(
        _ combiner: CombiningOperator, file: StaticString = #filePath, line: UInt = #line
    ) {
        let count = stressIterations(5_000)
        for deliversUnderLock in [false, true] {
            let xs = ThreadedSource<Int>(deliversUnderLock: deliversUnderLock)
            let ys = ThreadedSource<Int>(deliversUnderLock: deliversUnderLock)
            let callerLock = NSRecursiveLock()
            let observer = CheckingObserver<[Int]>(callerLock: callerLock)
            let churn = CheckingObserver<Int>(callerLock: callerLock)
            let reports = captureContractViolations {
                // Everything that touches the sources runs under the watchdog: after a
                // deadlock, the stuck threads hold their locks forever.
                runFailingOnDeadlock {
                    let subscription = combiner.combine(xs.observable, ys.observable) { [$0, $1] }.subscribe(observer)
                    if combiner == .combineLatest {
                        // From here on, every element forms a result.
                        xs.send(-1)
                        ys.send(-1)
                    }
                    raceThreads(4) { thread in
                        switch thread {
                        case 0:
                            drive(xs, count: count, callerLock: callerLock) { $0 }
                        case 1:
                            drive(ys, count: count, callerLock: callerLock) { $0 }
                        default:
                            for _ in 0..<count / 20 {
                                combiner.combine(xs.observable, ys.observable) { $0 + $1 }.subscribe(churn).dispose()
                            }
                        }
                    }
                    subscription.dispose()
                }
            }
            let context = "\(combiner), deliversUnderLock \(deliversUnderLock)"
            XCTAssertEqual(reports.count, 0, "\(context): \(reports.prefix(1))", file: file, line: line)
            XCTAssertEqual(observer.concurrentDeliveries, 0, context, file: file, line: line)
            XCTAssertEqual(churn.concurrentDeliveries, 0, context, file: file, line: line)
            XCTAssertEqual(observer.grammarViolations, 0, context, file: file, line: line)
            let results = observer.elements
            switch combiner {
            case .zip:
                XCTAssertEqual(results.count, count, context, file: file, line: line)
                XCTAssertTrue(
                    results == (0..<count).map { [$0, $0] }, "\(context): an element paired with another index",
                    file: file, line: line)
            case .combineLatest:
                XCTAssertEqual(results.count, 2 * count + 1, context, file: file, line: line)
                XCTAssertTrue(isNonDecreasing(results.map { $0[0] }), context, file: file, line: line)
                XCTAssertTrue(isNonDecreasing(results.map { $0[1] }), context, file: file, line: line)
                XCTAssertEqual(results.last, [count - 1, count - 1], context, file: file, line: line)
            }
        }
    }

    /// The observer sends back into a source from whichever thread delivers, while both
    /// sources deliver under their own locks from two threads: with an operator that held
    /// a lock while calling out, a source's lock and the operator's would be taken in both
    /// orders. It must not deadlock, nor deliver concurrently, and every element sent, fed
    /// back ones included, must count as the operator says.
    private func checkAnObserverSendingBackIntoASourceFromTwoThreads(
        _ combiner: CombiningOperator, file: StaticString = #filePath, line: UInt = #line
    ) {
        let count = stressIterations(2_000)
        let xs = ThreadedSource<Int>(deliversUnderLock: true)
        let ys = ThreadedSource<Int>(deliversUnderLock: true)
        // A fed-back element makes a negative result, which feeds nothing back.
        let feedback = -1_000_000
        // The source each fed-back element went into: 0 for xs, 1 for ys.
        let feedbacks = Collected<Int>()
        let observer = CheckingObserver<Int>(onElement: { value in
            if value % combiner.feedbackPeriod == 0, value >= 0 {
                // Into whichever source this thread is not delivering for.
                if xs.sendUnlessDelivering(feedback) {
                    feedbacks.append(0)
                } else if ys.sendUnlessDelivering(feedback) {
                    feedbacks.append(1)
                }
            }
        })
        let reports = captureContractViolations {
            // Everything that touches the sources runs under the watchdog: after a
            // deadlock, the stuck threads hold their locks forever.
            runFailingOnDeadlock {
                let subscription = combiner.combine(xs.observable, ys.observable) { $0 >= 0 && $1 >= 0 ? $0 + $1 : -1 }
                    .subscribe(observer)
                if combiner == .combineLatest {
                    // From here on, every element forms a result.
                    xs.send(0)
                    ys.send(1)
                }
                raceThreads(2) { thread in
                    for index in 0..<count {
                        (thread == 0 ? xs : ys).send(index)
                    }
                }
                subscription.dispose()
            }
        }
        XCTAssertEqual(reports.count, 0, "\(combiner): \(reports.prefix(1))", file: file, line: line)
        XCTAssertEqual(observer.concurrentDeliveries, 0, "\(combiner)", file: file, line: line)
        XCTAssertEqual(observer.grammarViolations, 0, "\(combiner)", file: file, line: line)
        let sent = feedbacks.values
        switch combiner {
        case .zip:
            // Every element of the source sent fewer is paired.
            let pairs = count + min(sent.filter { $0 == 0 }.count, sent.filter { $0 == 1 }.count)
            XCTAssertEqual(observer.elements.count, pairs, file: file, line: line)
        case .combineLatest:
            // One result per element once both have one: the first pair, then every other.
            XCTAssertEqual(observer.elements.count, 1 + 2 * count + sent.count, file: file, line: line)
        }
    }
}
