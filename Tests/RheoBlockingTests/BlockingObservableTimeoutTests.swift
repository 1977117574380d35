import Foundation
import Rheo
import RheoBlocking
import RheoTestSupport
import XCTest

/// The timeout tests use a source that never ends and a short timeout: they assert the
/// error and the disposal, never how long anything took.
final class BlockingObservableTimeoutTests: RheoTestCase {
    private let shortTimeout: TimeInterval = 0.2

    /// A source that emits `elements` and then never ends; `disposed` is set when its
    /// subscription is disposed.
    private static func endless(_ elements: [Int], disposed: Marker) -> Observable<Int> {
        Observable.create { observer in
            for element in elements {
                observer.onNext(element)
            }
            return Disposables.create { disposed.set() }
        }
    }

    func testEveryOperatorThrowsTimeoutPastTheTimeoutAndDisposes() {
        let calls: [(String, (BlockingObservable<Int>) throws -> Void)] = [
            ("toArray", { _ = try $0.toArray() }),
            ("first", { _ = try $0.first() }),
            ("last", { _ = try $0.last() }),
            ("single", { _ = try $0.single() }),
            ("single(predicate)", { _ = try $0.single { _ in true } }),
        ]
        for (name, call) in calls {
            let disposed = Marker()
            XCTAssertThrowsError(try call(Self.endless([], disposed: disposed).toBlocking(timeout: shortTimeout)), name)
            { error in
                guard case RxError.timeout = error else { return XCTFail("\(name): \(error)") }
            }
            XCTAssertTrue(disposed.isSet, "\(name) disposes the subscription when it times out")
        }
    }

    func testMaterializeReturnsTheElementsBeforeTheTimeout() {
        let disposed = Marker()
        let result = Self.endless([1, 2], disposed: disposed).toBlocking(timeout: shortTimeout).materialize()
        guard case .failed(let elements, let error) = result else {
            return XCTFail("expected failed, got \(result)")
        }
        XCTAssertEqual(elements, [1, 2])
        guard case RxError.timeout = error else { return XCTFail("\(error)") }
        XCTAssertTrue(disposed.isSet)
    }

    func testATimeoutOffTheMainThreadThrowsTimeout() {
        let disposed = Marker()
        let outcome = Collected<String>()
        let finished = DispatchSemaphore(value: 0)
        let timeout = shortTimeout
        Thread.detachNewThread {
            do {
                _ = try Self.endless([1], disposed: disposed).toBlocking(timeout: timeout).toArray()
                outcome.append("returned")
            } catch RxError.timeout {
                outcome.append("timeout")
            } catch {
                outcome.append("\(error)")
            }
            finished.signal()
        }
        finished.wait()
        XCTAssertEqual(outcome.values, ["timeout"])
        XCTAssertTrue(disposed.isSet)
    }

    func testAZeroTimeoutStillReturnsWhatASynchronousSourceSent() throws {
        XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 0).toArray(), [1, 2])
    }

    func testANegativeOrNaNTimeoutFailsWithoutSubscribing() {
        for timeout in [-1, .nan] as [TimeInterval] {
            var subscribed = false
            let source = Observable<Int>.create { observer in
                subscribed = true
                observer.onCompleted()
                return Disposables.create()
            }
            XCTAssertThrowsError(try source.toBlocking(timeout: timeout).toArray(), "timeout \(timeout)") { error in
                guard case RxError.argumentOutOfRange = error else { return XCTFail("\(error)") }
            }
            assertOneArgumentOutOfRangeMessage(
                RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "toBlocking(timeout: \(timeout))")
            // Each blocking operator raises the error anew, with its explanation.
            XCTAssertThrowsError(try source.toBlocking(timeout: timeout).first(), "timeout \(timeout)") { error in
                guard case RxError.argumentOutOfRange = error else { return XCTFail("\(error)") }
            }
            assertOneArgumentOutOfRangeMessage(
                RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "toBlocking(timeout: \(timeout))")
            XCTAssertFalse(subscribed, "timeout \(timeout)")
        }
    }

    func testAnInfiniteTimeoutWaitsLikeNoTimeout() throws {
        XCTAssertEqual(try Observable.of(3).toBlocking(timeout: .infinity).single(), 3)
    }
}
