import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Holds what racing threads share: the trait observer (whose calls are thread-safe
/// against disposal by contract) and the subscription.
private final class TraitRaceBox<Event>: @unchecked Sendable {
    // @unchecked: written before the racing threads start and only read by them; the trait observer and the subscription are thread-safe.
    var send: ((Event) -> Void)?
    var subscription: Disposable?
}

final class SingleTraitThreadingTests: RheoTestCase {
    func testOutcomeRacingDisposalDeliversAtMostOneAndReleasesOnce() {
        let violations = captureContractViolations {
            for _ in 0..<stressIterations(300) {
                let box = TraitRaceBox<SingleEvent<Int>>()
                let disposals = Collected<Int>()
                let single = Single<Int>.create { observer in
                    box.send = observer
                    return Disposables.create { disposals.append(1) }
                }
                let outcomes = Collected<String>()
                let disposed = Collected<Int>()
                box.subscription = single.subscribe(
                    onSuccess: { outcomes.append("success \($0)") },
                    onFailure: { _ in outcomes.append("failure") },
                    onDisposed: { disposed.append(1) }
                )
                race(threads: 2) { index in
                    if index == 0 {
                        box.send?(.success(1))
                    } else {
                        box.subscription?.dispose()
                    }
                }
                XCTAssertLessThanOrEqual(outcomes.values.count, 1)
                XCTAssertEqual(disposals.values.count, 1, "the create disposable is disposed exactly once")
                XCTAssertEqual(disposed.values.count, 1, "onDisposed runs exactly once")
                box.send = nil
                box.subscription = nil
            }
        }
        XCTAssertEqual(violations, [])
    }

    func testMaybeOutcomeRacingDisposal() {
        let violations = captureContractViolations {
            for _ in 0..<stressIterations(300) {
                let box = TraitRaceBox<MaybeEvent<Int>>()
                let disposals = Collected<Int>()
                let maybe = Maybe<Int>.create { observer in
                    box.send = observer
                    return Disposables.create { disposals.append(1) }
                }
                let outcomes = Collected<String>()
                box.subscription = maybe.subscribe { _ in outcomes.append("outcome") }
                race(threads: 2) { index in
                    if index == 0 {
                        box.send?(.completed)
                    } else {
                        box.subscription?.dispose()
                    }
                }
                XCTAssertLessThanOrEqual(outcomes.values.count, 1)
                XCTAssertEqual(disposals.values.count, 1)
                box.send = nil
                box.subscription = nil
            }
        }
        XCTAssertEqual(violations, [])
    }

    func testSuccessFromAnotherThreadReachesTheSubscriber() {
        let box = TraitRaceBox<SingleEvent<Int>>()
        let single = Single<Int>.create { observer in
            box.send = observer
            return Disposables.create()
        }
        let received = DispatchSemaphore(value: 0)
        let values = Collected<Int>()
        let subscription = single.subscribe(onSuccess: {
            values.append($0)
            received.signal()
        })
        Thread.detachNewThread { box.send?(.success(42)) }
        XCTAssertEqual(received.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(values.values, [42])
        subscription.dispose()
        box.send = nil
    }
}
