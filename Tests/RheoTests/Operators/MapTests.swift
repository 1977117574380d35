import Rheo
import RheoTestSupport
import XCTest

final class MapTests: RheoTestCase {
    func testMapsEveryElementAndPassesTerminals() {
        let recorder = RecordingObserver<String>()
        _ = Observable.of(1, 2).map { "v\($0)" }.subscribe(recorder)
        XCTAssertEqual(recorder.elements, ["v1", "v2"])
        XCTAssertTrue(recorder.isCompleted)

        let failed = RecordingObserver<Int>()
        _ = Observable<Int>.error(TestError(1)).map { $0 }.subscribe(failed)
        XCTAssertEqual(failed.error as? TestError, TestError(1))
    }

    func testThrowingTransformFailsTheSequenceAndDisposesTheSource() {
        var disposed = 0
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposed += 1 }
        }
        let recorder = RecordingObserver<Int>()
        _ = source.map { value -> Int in
            if value == 2 { throw TestError(2) }
            return value
        }.subscribe(recorder)
        captured?.onNext(1)
        captured?.onNext(2)
        captured?.onNext(3)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertEqual(recorder.error as? TestError, TestError(2))
        XCTAssertEqual(disposed, 1)
        captured = nil
    }

    func testLongChainsCompose() {
        var source = Observable.range(start: 0, count: 5)
        for _ in 0..<10 { source = source.map { $0 + 1 } }
        let recorder = RecordingObserver<Int>()
        _ = source.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [10, 11, 12, 13, 14])
    }
}
