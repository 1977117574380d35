import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Thread-safety of the subjects: serialized delivery, exactly once, per-producer order,
/// subscribe/dispose storms, disposal from any thread, and the lock-inversion deadlock
/// class (each deadlock test fails within a bounded time instead of hanging).
final class SubjectConcurrencyTests: RheoTestCase {
    private var perProducer: Int { 2_000 * stressScale }

    private func assertSerializedExactlyOnce<Subject: SubjectType>(
        _ subject: Subject, dropping ignored: Set<Int> = [], file: StaticString = #filePath, line: UInt = #line
    ) where Subject.Element == Int, Subject.Observer.Element == Int {
        let observer = SerializationCheckingObserver<Int>()
        let subscription = subject.subscribe(observer)
        let input: AnyObserver<Int> = subject.asObserver().asObserver()
        let perProducer = self.perProducer
        race(threads: 8) { producer in
            for index in 0..<perProducer {
                input.onNext(producer * perProducer + index)
            }
        }
        input.onCompleted()
        XCTAssertEqual(observer.overlapCount, 0, "two events were delivered at once", file: file, line: line)
        XCTAssertEqual(observer.terminalCount, 1, file: file, line: line)
        let delivered = observer.elements.filter { !ignored.contains($0) }
        assertDeliveredOncePerProducerOrder(delivered, producers: 8, perProducer: perProducer, file: file, line: line)
        subscription.dispose()
    }

    func testPublishSubjectSerializesOnNextFromEightThreads() {
        assertSerializedExactlyOnce(PublishSubject<Int>())
    }

    func testBehaviorSubjectSerializesOnNextFromEightThreads() {
        assertSerializedExactlyOnce(BehaviorSubject(value: -1), dropping: [-1])
    }

    func testReplaySubjectSerializesOnNextFromEightThreadsAndReplaysAll() {
        let subject = ReplaySubject<Int>.createUnbounded()
        assertSerializedExactlyOnce(subject)
        let late = SerializationCheckingObserver<Int>()
        let subscription = subject.subscribe(late)
        assertDeliveredOncePerProducerOrder(late.elements, producers: 8, perProducer: perProducer)
        XCTAssertEqual(late.terminalCount, 1)
        subscription.dispose()
    }

    func testAsyncSubjectDeliversOneLastElementAfterConcurrentOnNext() {
        let subject = AsyncSubject<Int>()
        let observer = SerializationCheckingObserver<Int>()
        let subscription = subject.subscribe(observer)
        let perProducer = self.perProducer
        race(threads: 8) { producer in
            for index in 0..<perProducer {
                subject.onNext(producer * perProducer + index)
            }
        }
        subject.onCompleted()
        XCTAssertEqual(observer.elements.count, 1)
        XCTAssertEqual(observer.elements.first.map { $0 % perProducer }, perProducer - 1)
        XCTAssertEqual(observer.terminalCount, 1)
        subscription.dispose()
    }

    func testSubscribeDisposeStormWhileEmitting() {
        for _ in 0..<(3 * stressScale) {
            let subject = PublishSubject<Int>()
            let steady = SerializationCheckingObserver<Int>()
            let steadySubscription = subject.subscribe(steady)
            let transientOverlaps = SubjectTestValue(0)
            let perProducer = self.perProducer
            race(threads: 8) { index in
                if index < 4 {
                    for value in 0..<perProducer {
                        subject.onNext(index * perProducer + value)
                    }
                } else {
                    for _ in 0..<(perProducer / 10) {
                        let observer = SerializationCheckingObserver<Int>()
                        let subscription = subject.subscribe(observer)
                        subscription.dispose()
                        transientOverlaps.mutate { $0 += observer.overlapCount }
                    }
                }
            }
            XCTAssertEqual(transientOverlaps.value, 0)
            XCTAssertEqual(steady.overlapCount, 0)
            assertDeliveredOncePerProducerOrder(steady.elements, producers: 4, perProducer: perProducer)
            steadySubscription.dispose()
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testNothingArrivesFromTheDisposingThreadAfterDisposeReturns() {
        let subject = PublishSubject<Int>()
        let violations = SubjectTestValue(0)
        let perProducer = self.perProducer
        race(threads: 8) { index in
            let me = Thread.current
            let disposed = SubjectTestValue(false)
            let subscription = subject.subscribe(onNext: { value in
                if value == -(index + 1) || (Thread.current === me && disposed.value) {
                    violations.mutate { $0 += 1 }
                }
            })
            for value in 0..<perProducer {
                subject.onNext(value)
            }
            subscription.dispose()
            disposed.mutate { $0 = true }
            for _ in 0..<10 {
                subject.onNext(-(index + 1))
            }
        }
        XCTAssertEqual(violations.value, 0)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingFromAnotherThreadWhileDeliveringEndsTheSubscription() {
        let subject = PublishSubject<Int>()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = SubjectTestValue<[Int]>([])
        let subscription = subject.subscribe(onNext: { value in
            received.mutate { $0.append(value) }
            if value == 1 {
                entered.signal()
                release.wait()
            }
        })
        let emitter = DispatchGroup()
        emitter.enter()
        Thread.detachNewThread {
            subject.onNext(1)
            emitter.leave()
        }
        entered.wait()
        // The emitter thread is inside delivery: this event is queued for it.
        subject.onNext(2)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        release.signal()
        emitter.wait()
        XCTAssertEqual(received.value, [1])
    }

    // MARK: - The lock-inversion deadlock class

    func testReplaySubjectDrivenFromTwoThreadsWhileOthersSubscribeAndDisposeDoesNotDeadlock() {
        let perProducer = self.perProducer
        runFailingOnDeadlock {
            let subject = ReplaySubject<Int>.create(bufferSize: 4)
            let overlaps = SubjectTestValue(0)
            raceThreads(6) { index in
                if index < 2 {
                    for value in 0..<perProducer {
                        subject.onNext(value)
                    }
                } else {
                    for round in 0..<(perProducer / 20) {
                        // Observers that subscribe to and dispose the same subject from
                        // inside onNext: RxSwift's recursive lock deadlocks on this shape
                        // when another thread holds the subject.
                        // The observer may still be running on a draining thread after
                        // its disposal returns here: the composite disposes at once a
                        // subscription made after it was disposed.
                        let nested = CompositeDisposable()
                        let observer = SerializationCheckingObserver<Int>(onElement: { _ in
                            if nested.count == 0 {
                                _ = nested.insert(subject.subscribe(onNext: { _ in }))
                            }
                        })
                        let subscription = subject.subscribe(observer)
                        if round % 2 == 0 {
                            subject.onNext(-1)
                        }
                        subscription.dispose()
                        nested.dispose()
                        overlaps.mutate { $0 += observer.overlapCount }
                    }
                }
            }
            XCTAssertEqual(overlaps.value, 0)
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testTwoSubjectsFeedingEachOtherFromTwoThreadsDoNotDeadlock() {
        let rounds = 200 * stressScale
        runFailingOnDeadlock {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let deliveredToA = SubjectTestValue(0)
            let deliveredToB = SubjectTestValue(0)
            // Each subject's observer sends into the other: a lock per subject held while
            // delivering would deadlock as soon as two threads enter from opposite ends.
            let ab = a.subscribe(onNext: { value in
                deliveredToA.mutate { $0 += 1 }
                if value > 0 { b.onNext(value - 1) }
            })
            let ba = b.subscribe(onNext: { value in
                deliveredToB.mutate { $0 += 1 }
                if value > 0 { a.onNext(value - 1) }
            })
            raceThreads(4) { index in
                for _ in 0..<rounds {
                    if index % 2 == 0 { a.onNext(3) } else { b.onNext(3) }
                }
            }
            // Each send of 3 makes 4 deliveries, alternating: 2 to each subject.
            XCTAssertEqual(deliveredToA.value + deliveredToB.value, 4 * 4 * rounds)
            XCTAssertEqual(deliveredToA.value, deliveredToB.value)
            ab.dispose()
            ba.dispose()
        }
    }

    func testBehaviorSubjectSubscribingFromObserversOnManyThreadsDoesNotDeadlock() {
        let rounds = 300 * stressScale
        runFailingOnDeadlock {
            let subject = BehaviorSubject(value: 0)
            let firstValues = SubjectTestValue(0)
            raceThreads(4) { index in
                for value in 0..<rounds {
                    // The inner subscription is made inside the outer observer, so it
                    // takes effect when that handler returns, maybe on another thread;
                    // the semaphore waits for its one value before both are disposed.
                    let received = DispatchSemaphore(value: 0)
                    let inner = SubjectTestValue<Disposable?>(nil)
                    let outer = subject.subscribe(onNext: { _ in
                        if inner.value == nil {
                            let subscription = subject.take(1).subscribe(onNext: { _ in
                                firstValues.mutate { $0 += 1 }
                                received.signal()
                            })
                            inner.mutate { $0 = subscription }
                        }
                    })
                    subject.onNext(index * rounds + value)
                    received.wait()
                    outer.dispose()
                    inner.value?.dispose()
                }
            }
            // Every inner subscription received exactly the one current value it took.
            XCTAssertEqual(firstValues.value, 4 * rounds)
            XCTAssertFalse(subject.hasObservers)
        }
    }
}
