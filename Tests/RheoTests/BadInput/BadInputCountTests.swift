import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Every operator that takes a count, a size or an index, fed negative, zero and huge
/// values: a documented `RxError.argumentOutOfRange` error event (never a trap), or the
/// documented behaviour for values that are valid, without overflow or a huge allocation.
final class BadInputCountTests: RheoTestCase {
    func testNegativeCountsAreArgumentErrorsWithoutSubscribing() {
        for bad in [-1, Int.min] {
            assertArgumentErrorWithoutSubscribing("take(\(bad))") { $0.take(bad) }
            assertArgumentErrorWithoutSubscribing("takeLast(\(bad))") { $0.takeLast(bad) }
            assertArgumentErrorWithoutSubscribing("element(at: \(bad))") { $0.element(at: bad) }
            assertArgumentErrorWithoutSubscribing("retry(\(bad))") { $0.retry(bad) }
            assertArgumentErrorWithoutSubscribing("share(replay: \(bad))") { $0.share(replay: bad) }
            assertArgumentErrorWithoutSubscribing("share(replay: \(bad))") { $0.share(replay: bad, scope: .forever) }
            assertArgumentErrorWithoutSubscribing("merge(maxConcurrent: \(bad))") {
                Observable.just($0).merge(maxConcurrent: bad)
            }
            assertArgumentErrorWithoutSubscribing("range(start: 0, count: \(bad))") { _ in
                Observable<Int>.range(start: 0, count: bad)
            }
            assertArgumentErrorWithoutSubscribing("retry(\(bad))") { $0.asSingle().retry(bad).asObservable() }
            assertArgumentErrorWithoutSubscribing("retry(\(bad))") { $0.asMaybe().retry(bad).asObservable() }
        }
    }

    func testZeroWhereItIsMeaninglessIsAnArgumentError() {
        // A buffer or window count that is not positive is accepted, as in RxSwift (only
        // the timer ends them): BufferTests and WindowTests check it.
        assertArgumentErrorWithoutSubscribing("merge(maxConcurrent: 0)") { Observable.just($0).merge(maxConcurrent: 0) }
    }

    func testZeroWhereItIsMeaningfulBehavesAsDocumented() {
        let source = Observable.of(1, 2, 3)
        XCTAssertEqual(eventSummary(synchronousEvents(source.take(0))), "completed")
        XCTAssertEqual(eventSummary(synchronousEvents(source.skip(0))), "1, 2, 3, completed")
        XCTAssertEqual(eventSummary(synchronousEvents(source.takeLast(0))), "completed")
        XCTAssertEqual(eventSummary(synchronousEvents(source.element(at: 0))), "1, completed")
        XCTAssertEqual(eventSummary(synchronousEvents(source.share(replay: 0))), "1, 2, 3, completed")
        XCTAssertEqual(eventSummary(synchronousEvents(Observable<Int>.range(start: 5, count: 0))), "completed")
        // retry(0): completes at once without subscribing, as in RxSwift.
        let probe = BadInputProbe()
        XCTAssertEqual(eventSummary(synchronousEvents(probe.observable.retry(0))), "completed")
        XCTAssertEqual(probe.subscriptions, 0)
        // take(0) completes without subscribing.
        XCTAssertEqual(eventSummary(synchronousEvents(probe.observable.take(0))), "completed")
        XCTAssertEqual(probe.subscriptions, 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let recorder = RecordingObserver<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(2)
        XCTAssertEqual(recorder.elements, [2])
        subscription.dispose()
    }

    func testHugeCountsNeitherOverflowNorAllocate() {
        let source = Observable.of(1, 2, 3)
        XCTAssertEqual(eventSummary(synchronousEvents(source.take(.max))), "1, 2, 3, completed")
        XCTAssertEqual(eventSummary(synchronousEvents(source.skip(.max))), "completed")
        XCTAssertEqual(eventSummary(synchronousEvents(source.takeLast(.max))), "1, 2, 3, completed")
        XCTAssertEqual(eventSummary(synchronousEvents(source.share(replay: .max))), "1, 2, 3, completed")
        XCTAssertEqual(
            eventSummary(synchronousEvents(Observable.of(source, source).merge(maxConcurrent: .max))),
            // The two synchronous sources interleave on the trampoline, as in RxSwift.
            "1, 2, 1, 3, 2, 3, completed")
        XCTAssertEqual(
            eventSummary(
                synchronousEvents(source.buffer(timeSpan: .never, count: .max, scheduler: MainScheduler.instance))),
            "[1, 2, 3], completed")
        XCTAssertEqual(
            eventSummary(
                synchronousEvents(
                    source.window(timeSpan: .never, count: .max, scheduler: MainScheduler.instance).flatMap { $0 })),
            "1, 2, 3, completed")
        XCTAssertEqual(
            eventSummary(synchronousEvents(Observable<Int>.range(start: 0, count: .max).take(3))), "0, 1, 2, completed")
        XCTAssertEqual(
            eventSummary(synchronousEvents(Observable<Int>.range(start: .max, count: 1))), "\(Int.max), completed")
        XCTAssertEqual(
            eventSummary(synchronousEvents(Observable<Int>.range(start: .min, count: .max).take(1))),
            "\(Int.min), completed")
        XCTAssertEqual(
            eventSummary(synchronousEvents(Observable<Int8>.range(start: -128, count: 127).takeLast(1))),
            "-2, completed")

        // An index past the end fails once the source completes, naming the index.
        assertArgumentError(
            synchronousEvents(source.element(at: .max)),
            "element(at: \(Int.max)): the sequence completed after 3 elements")
        assertArgumentError(
            synchronousEvents(source.element(at: 3)), "element(at: 3): the sequence completed after 3 elements")

        // retry(Int.max) resubscribes until the source succeeds.
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? Observable.error(TestError(1)) : Observable.just(attempts)
        }
        XCTAssertEqual(eventSummary(synchronousEvents(flaky.retry(.max))), "3, completed")
    }

    func testRangesThatOverflowAreArgumentErrors() {
        assertArgumentError(
            synchronousEvents(Observable<Int>.range(start: .max, count: 2)),
            "range(start: \(Int.max), count: 2): the last element overflows Int")
        assertArgumentError(
            synchronousEvents(Observable<Int>.range(start: 2, count: .max)),
            "range(start: 2, count: \(Int.max)): the last element overflows")
        assertArgumentError(
            synchronousEvents(Observable<Int8>.range(start: 100, count: 29)),
            "range(start: 100, count: 29): the last element overflows Int8")
        assertArgumentError(
            synchronousEvents(Observable<UInt8>.range(start: 2, count: 255)), "the last element overflows UInt8")
        assertArgumentError(
            synchronousEvents(Observable<Int8>.range(start: 0, count: -128)), "count must not be negative")
        // The largest ranges that fit are fine.
        XCTAssertEqual(
            eventSummary(synchronousEvents(Observable<Int8>.range(start: 100, count: 28).takeLast(1))), "127, completed"
        )
        XCTAssertEqual(
            eventSummary(synchronousEvents(Observable<UInt8>.range(start: 1, count: 255).takeLast(1))), "255, completed"
        )
    }

    func testHugeReplayBuffersReplayEverythingWithoutPreallocating() {
        let subject = ReplaySubject<Int>.create(bufferSize: .max)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(eventSummary(synchronousEvents(subject.take(2))), "1, 2, completed")
        let relay = ReplayRelay<Int>.create(bufferSize: .max)
        relay.accept(3)
        XCTAssertEqual(eventSummary(synchronousEvents(relay.asObservable().take(1))), "3, completed")
        let input = PublishSubject<Int>()
        let connectable = input.replay(.max)
        let connection = connectable.connect()
        input.onNext(4)
        input.onNext(5)
        XCTAssertEqual(eventSummary(synchronousEvents(connectable.take(2))), "4, 5, completed")
        connection.dispose()
        let shared = PublishSubject<Int>()
        let replayed = shared.share(replay: .max, scope: .forever)
        let first = replayed.subscribe()
        shared.onNext(6)
        shared.onNext(7)
        XCTAssertEqual(eventSummary(synchronousEvents(replayed.take(2))), "6, 7, completed")
        first.dispose()
    }

    func testNegativeReplayBuffersFailEverySubscriber() {
        for bad in [-1, Int.min] {
            // The explanation is reported once, when the subject is created; every
            // subscriber then receives the error.
            var subject: ReplaySubject<Int>?
            let subjectMessages = captureArgumentOutOfRangeMessages {
                subject = ReplaySubject<Int>.create(bufferSize: bad)
            }
            assertOneArgumentOutOfRangeMessage(
                subjectMessages, mentioning: "ReplaySubject.create(bufferSize: \(bad)): bufferSize must not be negative"
            )
            subject?.onNext(1)
            if let subject {
                assertArgumentOutOfRangeEvent(synchronousEvents(subject.asObservable()))
                assertArgumentOutOfRangeEvent(synchronousEvents(subject.asObservable()))
            }

            var relay: ReplayRelay<Int>?
            let relayMessages = captureArgumentOutOfRangeMessages { relay = ReplayRelay<Int>.create(bufferSize: bad) }
            assertOneArgumentOutOfRangeMessage(relayMessages, mentioning: "bufferSize: \(bad)")
            relay?.accept(1)
            if let relay {
                assertArgumentOutOfRangeEvent(synchronousEvents(relay.asObservable()))
            }

            let probe = BadInputProbe()
            var connectable: ConnectableObservable<Int>?
            let replayMessages = captureArgumentOutOfRangeMessages { connectable = probe.observable.replay(bad) }
            assertOneArgumentOutOfRangeMessage(replayMessages, mentioning: "replay(\(bad))")
            if let connectable {
                let connection = connectable.connect()
                assertArgumentOutOfRangeEvent(synchronousEvents(connectable.asObservable()))
                XCTAssertEqual(probe.subscriptions, 0, "connect() subscribed despite replay(\(bad))")
                connection.dispose()
            }
        }
    }

    func testInfallibleAndSharedSequenceCountsReportInsteadOfFailingSilently() {
        // Infallible: the argument error is still the sequence's error event.
        let infallible = Infallible.from([1, 2, 3])
        assertArgumentError(synchronousEvents(infallible.take(-1).asObservable()), "take(-1)")
        assertArgumentError(synchronousEvents(infallible.share(replay: -1).asObservable()), "share(replay: -1)")
        // A shared sequence cannot fail: it reports a contract violation, then completes.
        var events: [Event<Int>] = []
        let violations = captureContractViolations {
            events = synchronousEvents(Driver.just(1).skip(-1).asObservable())
        }
        // A negative skip skips nothing, as RxSwift's does; the misuse is reported.
        XCTAssertEqual(eventSummary(events), "1, completed")
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations.first?.contains("skip(-1)") ?? false, "\(violations)")
        let mergeViolations = captureContractViolations {
            events = synchronousEvents(Driver.just(Driver.just(1)).merge(maxConcurrent: 0).asObservable())
        }
        XCTAssertEqual(eventSummary(events), "completed")
        XCTAssertTrue(mergeViolations.first?.contains("merge(maxConcurrent: 0)") ?? false, "\(mergeViolations)")
    }
}
