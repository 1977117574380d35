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

    /// The subject freed on one thread (its deinit lets go of the observers still listed)
    /// while its subscriptions are disposed on others: each observer is let go of exactly
    /// once, by the subject's deinit or by its subscription's disposal (one release too many
    /// crashes), the subject is freed, and every `onDisposed` runs once.
    func testSubjectFreedWhileItsSubscriptionsAreDisposedLetsGoOfEachObserverOnce() {
        for round in 0..<(200 * stressScale) {
            let disposals = Collected<Int>()
            weak var freed: PublishSubject<Int>?
            let holder: SubjectTestValue<PublishSubject<Int>?>
            let subscriptions: [Disposable]
            do {
                let subject = PublishSubject<Int>()
                freed = subject
                subscriptions = (0..<3).map { index in
                    subject.subscribe(onNext: { _ in }, onDisposed: { disposals.append(index) })
                }
                holder = SubjectTestValue(subject)
            }
            let shared = SubjectTestValue(subscriptions)
            raceThreads(4) { index in
                if index == 3 {
                    // Taken out under the lock and released after it: the last reference,
                    // unless a disposing thread holds the subject for a moment.
                    let subject = holder.mutate { stored -> PublishSubject<Int>? in
                        defer { stored = nil }
                        return stored
                    }
                    _ = subject
                } else {
                    shared.value[index].dispose()
                }
            }
            XCTAssertNil(freed, "round \(round): the subject is still alive")
            XCTAssertEqual(disposals.values.sorted(), [0, 1, 2], "round \(round)")
        }
    }
}
