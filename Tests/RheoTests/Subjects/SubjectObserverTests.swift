import CRheo
import RheoTestSupport
import XCTest

@testable import Rheo

/// The lock-free bookkeeping of subject observers: the state words the subjects reach by
/// address, and the exactly-once uncounting of `SubjectObserver`.
final class SubjectObserverTests: RheoTestCase {
    private func assertFirstStoredProperty<Object: AnyObject, Value>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let expected = _getUnsafePointerToStoredProperties(object)
        withUnsafeMutablePointer(to: &object[keyPath: keyPath]) { address in
            XCTAssertEqual(UnsafeMutableRawPointer(address), expected, "\(Object.self)", file: file, line: line)
        }
    }

    func testEverySubjectStateWordIsTheFirstStoredProperty() {
        let publish = PublishSubject<Int>()
        assertFirstStoredProperty(publish, \.self._state)
        assertFirstStoredProperty(BehaviorSubject(value: 0), \.self._state)
        assertFirstStoredProperty(ReplaySubject<Int>.create(bufferSize: 1), \.self._state)
        assertFirstStoredProperty(AsyncSubject<Int>(), \.self._state)
        assertFirstStoredProperty(
            SubjectObserver<Int>(EventSink { _ in }, next: nil, owner: publish, lifetime: SinkDisposer()), \.self._state
        )
    }

    func testDisposingAnUnaddedObserverDoesNotCallItsOwner() {
        let subject = PublishSubject<Int>()
        let observer = SubjectObserver<Int>(
            EventSink { _ in XCTFail("nothing expected") }, next: nil, owner: subject, lifetime: SinkDisposer())
        observer.dispose()
        observer.dispose()
        XCTAssertTrue(observer.isDisposed)
        XCTAssertFalse(observer._markAdded(), "a disposed observer must not be listed")
        XCTAssertFalse(subject.hasObservers)
    }

    func testDropAndDisposeRacesUncountExactlyOnce() {
        for _ in 0..<(200 * stressScale) {
            let subject = PublishSubject<Int>()
            let subscriptions = (0..<4).map { _ in subject.subscribe(onNext: { _ in }) }
            let shared = SubjectTestValue(subscriptions)
            raceThreads(5) { index in
                if index == 4 {
                    subject.onCompleted()
                } else {
                    shared.value[index].dispose()
                }
            }
            XCTAssertFalse(subject.hasObservers)
            XCTAssertEqual(
                rheo_atomic_intptr_load_acquire(_atomicState(of: subject)), 0,
                "the observer count went negative or stayed up")
            subscriptions.forEach { $0.dispose() }
        }
    }
}
