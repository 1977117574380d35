import Rheo
import RheoTestSupport
import XCTest

final class TakeTests: RheoTestCase {
    func testTakesTheFirstElementsThenCompletes() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.range(start: 0, count: 10).take(3).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertEqual(recorder.events.count, 4)
    }

    func testTakingMoreThanAvailable() {
        let recorder = RecordingObserver<Int>()
        _ = Observable.of(1, 2).take(5).subscribe(recorder)
        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        var subscribed = false
        let source = Observable<Int>.create { _ in
            subscribed = true
            return Disposables.create()
        }
        let recorder = RecordingObserver<Int>()
        _ = source.take(0).subscribe(recorder)
        XCTAssertFalse(subscribed)
        XCTAssertTrue(recorder.isCompleted)
    }

    func testNegativeCountIsAnArgumentError() {
        var subscribed = false
        let source = Observable<Int>.create { _ in
            subscribed = true
            return Disposables.create()
        }
        let recorder = RecordingObserver<Int>()
        _ = source.take(-2).subscribe(recorder)
        XCTAssertFalse(subscribed)
        guard case RxError.argumentOutOfRange? = recorder.error else {
            return XCTFail("expected argumentOutOfRange, got \(recorder.events)")
        }
        assertOneArgumentOutOfRangeMessage(RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "take(-2)")
    }

    func testReachingTheCountDisposesTheSource() {
        var disposed = 0
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposed += 1 }
        }
        let recorder = RecordingObserver<Int>()
        _ = source.take(2).subscribe(recorder)
        captured?.onNext(1)
        XCTAssertEqual(disposed, 0)
        captured?.onNext(2)
        XCTAssertEqual(disposed, 1)
        captured?.onNext(3)
        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertTrue(recorder.isCompleted)
        captured = nil
    }

    func testSourceErrorBeforeTheCountPassesThrough() {
        let recorder = RecordingObserver<Int>()
        _ = Observable<Int>.error(TestError(3)).take(2).subscribe(recorder)
        XCTAssertEqual(recorder.error as? TestError, TestError(3))
    }

    func testDisposingMidWay() {
        var captured: AnyObserver<Int>?
        var disposed = 0
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposed += 1 }
        }
        let recorder = RecordingObserver<Int>()
        let subscription = source.take(5).subscribe(recorder)
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertEqual(recorder.terminalCount, 0)
        XCTAssertEqual(disposed, 1)
        captured = nil
    }
}
