import Rheo
import RheoTestSupport
import XCTest

final class AnyObserverTests: RheoTestCase {
    func testForwardsEventsAndConvenienceMethods() {
        let recorder = RecordingObserver<Int>()
        let observer = AnyObserver(recorder)
        observer.onNext(1)
        observer.on(.next(2))
        observer.onCompleted()
        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertTrue(recorder.isCompleted)
    }

    func testWrappingAnAnyObserverKeepsItsHandler() {
        var received: [Int] = []
        let inner = AnyObserver<Int> { if let value = $0.element { received.append(value) } }
        let outer = AnyObserver(inner).asObserver()
        outer.onNext(5)
        XCTAssertEqual(received, [5])
    }

    func testMapObserverTransformsAndTurnsThrowsIntoErrors() {
        let recorder = RecordingObserver<Int>()
        let mapped: AnyObserver<String> = recorder.mapObserver { text in
            guard let value = Int(text) else { throw TestError(9) }
            return value
        }
        mapped.onNext("4")
        mapped.onNext("x")
        XCTAssertEqual(recorder.elements, [4])
        XCTAssertEqual(recorder.error as? TestError, TestError(9))
    }
}
