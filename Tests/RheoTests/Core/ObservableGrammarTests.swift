import Foundation
import RheoTestSupport
import XCTest

@testable import Rheo

/// The Rx grammar (docs/Contracts.md rule 4): `next* (error | completed)?`, nothing after a
/// terminal event, nothing after `dispose()` has returned, `dispose()` idempotent.
final class ObservableGrammarTests: RheoTestCase {
    /// A source that ignores the grammar: it keeps sending after terminating.
    private func unruly(_ disposeCount: Collected<Int>? = nil) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create { disposeCount?.append(1) }
        }
    }

    func testAtMostOneTerminalAndNothingAfterIt() {
        let recorder = RecordingObserver<Int>()
        let disposed = Collected<Int>()
        _ = unruly(disposed).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertEqual(recorder.terminalCount, 1)
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.grammarViolations, [])
        XCTAssertEqual(disposed.values.count, 1, "create's disposable runs once after the terminal event")
    }

    func testGrammarHoldsThroughOperators() {
        let recorder = RecordingObserver<Int>()
        _ = unruly().map { $0 * 10 }.filter { _ in true }.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [10])
        XCTAssertEqual(recorder.terminalCount, 1)
        XCTAssertEqual(recorder.grammarViolations, [])
    }

    func testNothingAfterDisposeReturns() {
        var captured: AnyObserver<Int>?
        let disposed = Collected<Int>()
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposed.append(1) }
        }
        let recorder = RecordingObserver<Int>()
        let subscription = source.map { $0 + 1 }.subscribe(recorder)
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        captured?.onCompleted()
        subscription.dispose()
        XCTAssertEqual(recorder.elements, [2])
        XCTAssertEqual(recorder.terminalCount, 0)
        XCTAssertEqual(disposed.values.count, 1, "dispose is idempotent")
        captured = nil
    }

    func testDisposeFromInsideOnNext() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var received: [Int] = []
        var disposedCount = 0
        var subscription: Disposable?
        subscription = source.subscribe(
            onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            },
            onDisposed: { disposedCount += 1 }
        )
        for value in 1...5 { captured?.onNext(value) }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(disposedCount, 1)
        captured = nil
        subscription = nil
    }

    func testDisposalStopsASynchronousSourceMidLoop() {
        // `take` disposes the range while range's `subscribe` is still running; the loop
        // must stop instead of running through all elements.
        var produced = 0
        let recorder = RecordingObserver<Int>()
        _ = Observable.range(start: 0, count: 1_000_000)
            .map { value -> Int in
                produced += 1
                return value
            }
            .take(3)
            .subscribe(recorder)
        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(produced, 3)
    }

    func testInfiniteSourceEndsWhenDownstreamDisposes() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.repeatElement(7).take(1_000).take(2).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [7, 7])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testErrorStopsUpstreamAndSkipsFurtherTransforms() {
        var transformed = 0
        let recorder = RecordingObserver<Int>()
        _ = Observable.range(start: 0, count: 100)
            .map { value -> Int in
                transformed += 1
                if value == 3 { throw TestError(3) }
                return value
            }
            .subscribe(recorder)
        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertEqual(recorder.error as? TestError, TestError(3))
        XCTAssertEqual(transformed, 4)
    }

    func testTerminalEventDisposesTheSubscription() {
        var disposed = 0
        let subscription = Observable.just(1).subscribe(onDisposed: { disposed += 1 })
        XCTAssertEqual(disposed, 1)
        XCTAssertTrue((subscription as? Cancelable)?.isDisposed ?? false)
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    #if DEBUG
    func testReentrantOnIsReportedAndDeliveryGoesOn() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var received: [Int] = []
        let subscription = source.subscribe(onNext: { value in
            received.append(value)
            if value == 1 { captured?.onNext(2) }
        })
        let reports = captureContractViolations {
            captured?.onNext(1)
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(reports.contains { $0.contains("reentrant") }, "\(reports)")
        subscription.dispose()
        captured = nil
    }

    func testConcurrentOnIsReported() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let firstIsInside = DispatchSemaphore(value: 0)
        let secondHasDelivered = DispatchSemaphore(value: 0)
        let received = Collected<Int>()
        let subscription = source.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                firstIsInside.signal()
                secondHasDelivered.wait()
            }
        })
        let observer = captured!
        let reports = captureContractViolations {
            let group = DispatchGroup()
            group.enter()
            Thread.detachNewThread {
                observer.onNext(1)
                group.leave()
            }
            firstIsInside.wait()
            observer.onNext(2)
            secondHasDelivered.signal()
            group.wait()
        }
        XCTAssertEqual(Set(received.values), [1, 2])
        XCTAssertTrue(reports.contains { $0.contains("concurrent") }, "\(reports)")
        subscription.dispose()
        captured = nil
    }
    #endif
}
