import CRheo
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Operators that see concurrent input: inners completing on many threads, sources
/// emitting from many threads. Each checks the grammar and exact counts.
final class FlatteningStressTests: StressTestCase {
    private let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

    func testFlatMapInnersOnManyThreads() {
        let count = scaled(5_000)
        let checker = GrammarChecker<Int>()
        let scheduler = self.scheduler
        let subscription = Observable.range(start: 0, count: count)
            .flatMap { value in Observable.just(value).subscribe(on: scheduler) }
            .subscribe(checker)
        withWatchdog { XCTAssertTrue(checker.waitForTerminal()) }
        checker.assertGrammar()
        XCTAssertTrue(checker.isCompleted)
        XCTAssertEqual(checker.elements.sorted(), Array(0..<count), "every inner element exactly once")
        subscription.dispose()
    }

    func testMergeOfSourcesEmittingOnManyThreads() {
        let sources = 8
        let perSource = scaled(5_000)
        let scheduler = self.scheduler
        let checker = GrammarChecker<Int>()
        let subscription = Observable.merge(
            (0..<sources).map { source in
                Observable.range(start: source * perSource, count: perSource).subscribe(on: scheduler)
            }
        )
        .subscribe(checker)
        withWatchdog { XCTAssertTrue(checker.waitForTerminal()) }
        checker.assertGrammar()
        assertExactlyOncePerProducerInOrder(checker.elements, producers: sources, perProducer: perSource)
        subscription.dispose()
    }

    /// Producers on raw threads flooding one `merge`, as `observeOn.serial@N` does: the
    /// events that find another thread delivering go into the merge queue's slots, written
    /// under its lock and read by whoever drains (segments linked and left all the time).
    /// Every element arrives once, in order per producer, one at a time; the elements are
    /// objects, released exactly once (a slot read twice or freed early shows as a count
    /// off, a crash or a ThreadSanitizer report).
    func testMergeOfRawThreadsFloodingTheQueue() {
        let producers = 4
        let perProducer = scaled(50_000)
        let released = ReleaseCounter()
        let checker = GrammarChecker<Int>()
        do {
            let sources = (0..<producers).map { producer in
                Observable<Tracked>.create { observer in
                    Thread.detachNewThread {
                        for index in 0..<perProducer {
                            observer.onNext(Tracked(producer * perProducer + index, released))
                        }
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
            }
            let subscription = Observable.merge(sources).map { $0.value }.subscribe(checker)
            withWatchdog { XCTAssertTrue(checker.waitForTerminal()) }
            subscription.dispose()
        }
        checker.assertGrammar()
        XCTAssertTrue(checker.isCompleted)
        assertExactlyOncePerProducerInOrder(checker.elements, producers: producers, perProducer: perProducer)
        XCTAssertEqual(released.count, producers * perProducer, "each element released exactly once")
    }

    /// Disposing a flooded `merge` mid-stream: the elements still queued are released with
    /// the merge, each exactly once (the release count and the live-object count check it).
    /// (A delivery may still be under way on a producer's thread when `dispose()` returns on
    /// this one, so what arrives after is not checked: docs/Contracts.md rule 4 is per thread.)
    func testMergeDisposedWhileProducersFloodIt() {
        for round in 0..<scaled(20) {
            let producers = 3
            let released = ReleaseCounter()
            let created = ReleaseCounter()
            let stop = ReleaseCounter()
            let finished = DispatchGroup()
            do {
                let sources = (0..<producers).map { producer in
                    Observable<Tracked>.create { observer in
                        finished.enter()
                        Thread.detachNewThread {
                            var index = 0
                            while stop.count == 0 {
                                created.increment()
                                observer.onNext(Tracked(index, released))
                                index += 1
                            }
                            finished.leave()
                        }
                        return Disposables.create()
                    }
                }
                let received = ReleaseCounter()
                let subscription = Observable.merge(sources).subscribe(onNext: { _ in received.increment() })
                while received.count < 1_000 { rheo_cpu_relax() }
                subscription.dispose()
                stop.increment()
                withWatchdog { finished.wait() }
            }
            XCTAssertEqual(released.count, created.count, "round \(round): every element released exactly once")
        }
    }

    func testFlatMapLatestInnersOnManyThreads() {
        for round in 0..<scaled(50) {
            let count = 200
            let checker = GrammarChecker<Int>()
            let scheduler = self.scheduler
            let subscription = Observable.range(start: 0, count: count)
                .flatMapLatest { value in Observable.from([value, value]).subscribe(on: scheduler) }
                .subscribe(checker)
            withWatchdog { XCTAssertTrue(checker.waitForTerminal()) }
            checker.assertGrammar("round \(round)")
            XCTAssertTrue(checker.isCompleted)
            // The last inner is never replaced: both its elements arrive, last.
            XCTAssertEqual(checker.elements.suffix(2), [count - 1, count - 1], "round \(round)")
            XCTAssertEqual(
                checker.elements, checker.elements.sorted(),
                "round \(round): a replaced inner delivered after its successor")
            subscription.dispose()
        }
    }

    func testConcatInnersCompletingOnManyThreads() {
        let count = scaled(2_000)
        let scheduler = self.scheduler
        let checker = GrammarChecker<Int>()
        let subscription = Observable.range(start: 0, count: count)
            .concatMap { value in Observable.just(value).subscribe(on: scheduler) }
            .subscribe(checker)
        withWatchdog { XCTAssertTrue(checker.waitForTerminal()) }
        checker.assertGrammar()
        XCTAssertEqual(checker.elements, Array(0..<count), "concat keeps order")
        subscription.dispose()
    }
}

final class CombiningStressTests: StressTestCase {
    func testZipFromManyThreads() {
        let perSide = scaled(20_000)
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        // Pairs rather than an encoding such as `left * 1_000_000 + right`, which would stop
        // telling pairs apart once the scaled count passes its factor.
        let checker = GrammarChecker<ZipPair>()
        let subscription = Observable.zip(left, right) { ZipPair(left: $0, right: $1) }.subscribe(checker)
        withWatchdog {
            race(2) { side in
                let subject = side == 0 ? left : right
                for index in 0..<perSide { subject.onNext(index) }
                subject.onCompleted()
            }
        }
        checker.assertGrammar()
        XCTAssertTrue(checker.isCompleted)
        XCTAssertEqual(
            checker.elements, (0..<perSide).map { ZipPair(left: $0, right: $0) }, "zip pairs the i-th elements")
        subscription.dispose()
    }

    func testCombineLatestFromManyThreads() {
        let perSide = scaled(20_000)
        let sides = 4
        let subjects = (0..<sides).map { _ in PublishSubject<Int>() }
        let checker = GrammarChecker<[Int]>()
        let subscription = Observable.combineLatest(subjects).subscribe(checker)
        withWatchdog {
            race(sides) { side in
                for index in 0..<perSide { subjects[side].onNext(index) }
                subjects[side].onCompleted()
            }
        }
        checker.assertGrammar()
        XCTAssertTrue(checker.isCompleted)
        XCTAssertEqual(
            checker.elements.last, [Int](repeating: perSide - 1, count: sides),
            "the last combination holds every side's last element")
        // Per side, values never go backwards.
        let values = checker.elements
        for side in 0..<sides {
            let column = values.map { $0[side] }
            XCTAssertEqual(column, column.sorted(), "side \(side) went backwards")
        }
        XCTAssertLessThanOrEqual(values.count, sides * perSide)
        subscription.dispose()
    }

    func testWithLatestFromFromManyThreads() {
        let perSide = scaled(20_000)
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = source.withLatestFrom(other) { $1 }.subscribe(checker)
        other.onNext(-1)
        withWatchdog {
            race(2) { side in
                let subject = side == 0 ? source : other
                for index in 0..<perSide { subject.onNext(index) }
            }
        }
        source.onCompleted()
        checker.assertGrammar()
        XCTAssertTrue(checker.isCompleted)
        XCTAssertEqual(checker.elements.count, perSide, "one element per source element")
        XCTAssertEqual(checker.elements, checker.elements.sorted(), "the latest other value never goes backwards")
        subscription.dispose()
    }
}

/// One element of `zip`'s result: the left and right elements it paired.
private struct ZipPair: Equatable {
    let left: Int
    let right: Int
}

/// An element that counts its release.
private final class Tracked: @unchecked Sendable {
    // @unchecked: immutable; the counter is atomic.
    let value: Int
    private let released: ReleaseCounter
    init(_ value: Int, _ released: ReleaseCounter) {
        self.value = value
        self.released = released
    }
    deinit { released.increment() }
}

/// An atomic count, for any thread.
private final class ReleaseCounter: @unchecked Sendable {
    // @unchecked: the word is only touched atomically. First stored property: reached by address.
    private var word = rheo_atomic_intptr()
    private var pointer: UnsafeMutablePointer<rheo_atomic_intptr> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: rheo_atomic_intptr.self)
    }
    func increment() { rheo_atomic_intptr_fetch_add_acq_rel(pointer, 1) }
    var count: Int { rheo_atomic_intptr_load_acquire(pointer) }
}

/// `observe(on:buffer:)` with a producer far faster than its consumer. The consumer waits
/// at its first element for a gate the producer opens part way through, so the dropping
/// policies certainly drop, `fail` certainly fails and `block` certainly fills its buffer;
/// after the gate the two race freely.
final class BoundedObserveOnStressTests: StressTestCase {
    private static let limit = 16

    /// What one run saw.
    private struct Outcome {
        let checker: GrammarChecker<Int>
        let dropped: Int
        /// The most elements the producer was ahead of the consumer right after a send
        /// returned: waiting in the buffer, plus at most one taken but not yet counted.
        let maxAhead: Int
    }

    /// Sends `count` elements and a completion from a thread to a consumer that waits at its
    /// first element until the send of element `openAt` has returned.
    private func run(_ policy: BufferPolicy, count: Int, openAt: Int) -> Outcome {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.bounded")
        let dropped = EventCounter()
        let consumed = EventCounter()
        let previous = Hooks.droppedElementsHandler
        Hooks.droppedElementsHandler = { dropped.add($0.count) }
        defer { Hooks.droppedElementsHandler = previous }
        let checker = GrammarChecker<Int>()
        let subject = PublishSubject<Int>()
        let gate = Gate()
        let subscription = subject.observe(on: scheduler, buffer: policy)
            .do(onNext: { _ in
                let taken = consumed.count
                consumed.add(1)
                if taken == 0 { gate.wait() }
            })
            .subscribe(checker)
        let maxAhead = EventCounter()
        let producer = Thread {
            var most = 0
            for value in 0..<count {
                subject.onNext(value)
                most = max(most, value + 1 - consumed.count)
                if value == openAt { gate.open() }
            }
            maxAhead.add(most)
            subject.onCompleted()
        }
        producer.start()
        withWatchdog { XCTAssertTrue(checker.waitForTerminal(), "\(policy)") }
        checker.assertGrammar("\(policy)")
        let delivered = checker.elements
        XCTAssertEqual(delivered, delivered.sorted(), "\(policy): order among delivered")
        XCTAssertEqual(Set(delivered).count, delivered.count, "\(policy): no duplicates")
        subscription.dispose()
        return Outcome(checker: checker, dropped: dropped.count, maxAhead: maxAhead.count)
    }

    /// A dropping policy: some elements dropped, every one of them reported, the rest
    /// delivered, then the completion.
    private func runDropping(_ policy: BufferPolicy) {
        let count = scaled(20_000)
        let outcome = run(policy, count: count, openAt: count / 2)
        XCTAssertTrue(outcome.checker.isCompleted, "\(policy)")
        XCTAssertGreaterThan(outcome.dropped, 0, "\(policy): the held consumer made it drop")
        XCTAssertEqual(
            outcome.checker.elements.count + outcome.dropped, count, "\(policy): delivered + dropped == sent")
    }

    func testDropNewest() { runDropping(.dropNewest(limit: Self.limit)) }
    func testDropOldest() { runDropping(.dropOldest(limit: Self.limit)) }
    func testKeepLatest() { runDropping(.keepLatest) }

    /// `block`: nothing dropped, everything delivered, and the producer never more than the
    /// limit (plus the element being delivered) ahead of the consumer. The gate opens once
    /// the send of element `limit` has returned: the consumer holds element 0 and the
    /// buffer holds the next `limit`, so the producer reached the bound.
    func testBlock() {
        let count = scaled(2_000)
        let outcome = run(.block(limit: Self.limit), count: count, openAt: Self.limit)
        XCTAssertTrue(outcome.checker.isCompleted)
        XCTAssertEqual(outcome.dropped, 0)
        XCTAssertEqual(outcome.checker.elements, Array(0..<count))
        XCTAssertLessThanOrEqual(outcome.maxAhead, Self.limit + 1, "the producer waited for room")
        XCTAssertGreaterThanOrEqual(outcome.maxAhead, Self.limit, "the buffer filled")
    }

    /// `fail`: the elements queued before the overflow are delivered, in order and from the
    /// first, then the overflow error; nothing is reported as dropped.
    func testFail() {
        let count = scaled(20_000)
        let outcome = run(.fail(limit: Self.limit), count: count, openAt: count / 2)
        guard case .error(let error)? = outcome.checker.terminal, let overflow = error as? BufferOverflowError else {
            return XCTFail("ended with \(String(describing: outcome.checker.terminal))")
        }
        XCTAssertEqual(overflow.reason, .overflow)
        XCTAssertEqual(overflow.limit, Self.limit)
        let delivered = outcome.checker.elements
        XCTAssertGreaterThanOrEqual(delivered.count, Self.limit)
        XCTAssertLessThan(delivered.count, count, "the held consumer made it overflow")
        XCTAssertEqual(delivered, Array(0..<delivered.count))
        XCTAssertEqual(outcome.dropped, 0)
    }
}

/// A bounded `values` stream fed from a thread far faster than its consumer: each element
/// is delivered or reported dropped, none lost silently.
final class BoundedValuesStressTests: StressTestCase {
    /// Synchronous, with the consumer in a task: the soak reruns stress tests without
    /// XCTest's async harness (`RegisteredStressTest.run()`).
    func testDeliveredPlusDroppedEqualsSent() {
        let policies: [AsyncThrowingStream<Int, Swift.Error>.Continuation.BufferingPolicy] = [
            .bufferingNewest(16), .bufferingOldest(16),
        ]
        for policy in policies {
            check("\(policy)", holdConsumer: true) { $0.values(bufferingPolicy: policy) }
        }
    }

    /// `values(buffer:)`: the dropping policies drop and report; `.block` holds the
    /// sender thread and loses nothing.
    func testBufferPolicyDeliveredPlusDroppedEqualsSent() {
        for policy in [BufferPolicy.dropNewest(limit: 16), .dropOldest(limit: 16), .keepLatest] {
            check("\(policy)", holdConsumer: true) { $0.values(buffer: policy) }
        }
        check("block", holdConsumer: false) { $0.values(buffer: .block(limit: 16)) }
    }

    /// A thread sends `scaled(50_000)` elements into the stream `makeStream` makes, which a
    /// task reads: delivered + dropped = sent, in order, no duplicates. With `holdConsumer`
    /// the task waits at its first element until half the elements are sent, so a bounded
    /// stream certainly drops; without it (for `.block`, whose sender would wait for the
    /// held task) nothing may be dropped.
    private func check(
        _ name: String, holdConsumer: Bool,
        _ makeStream: (PublishSubject<Int>) -> AsyncThrowingStream<Int, Swift.Error>
    ) {
        let dropped = EventCounter()
        let previous = Hooks.droppedElementsHandler
        Hooks.droppedElementsHandler = { dropped.add($0.count) }
        defer { Hooks.droppedElementsHandler = previous }
        let subject = PublishSubject<Int>()
        let stream = makeStream(subject)
        let count = scaled(50_000)
        let delivered = Collected<Int>()
        let done = DispatchSemaphore(value: 0)
        let gate = Gate()
        Task {
            do {
                var taken = 0
                for try await value in stream {
                    delivered.append(value)
                    if taken == 0 && holdConsumer { await gate.passed() }
                    taken += 1
                }
            } catch {
                XCTFail("\(name): \(error)")
            }
            done.signal()
        }
        let producer = Thread {
            for value in 0..<count {
                subject.onNext(value)
                if value == count / 2 { gate.open() }
            }
            subject.onCompleted()
        }
        producer.start()
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success, "\(name): the stream ended")
        let values = delivered.values
        XCTAssertEqual(values, values.sorted(), "\(name): order among delivered")
        XCTAssertEqual(Set(values).count, values.count, "\(name): no duplicates")
        if holdConsumer {
            XCTAssertGreaterThan(dropped.count, 0, "\(name): the held consumer made it drop")
        } else {
            XCTAssertEqual(dropped.count, 0, "\(name)")
        }
        XCTAssertEqual(values.count + dropped.count, count, "\(name): delivered + dropped == sent")
    }
}

/// `concatMap(buffer:)` and `merge(maxConcurrent:buffer:)` fed from a thread far faster than
/// their inners, which complete on another thread: every outer element's inner is run or
/// reported dropped, none lost silently. The inners' queue is held until half the outer
/// elements are sent, so the waiting queue certainly overflows; after that the two race.
final class BoundedMergeStressTests: StressTestCase {
    /// Holds `scheduler`'s queue until `gate` opens.
    private func hold(_ scheduler: SerialDispatchQueueScheduler, until gate: Gate) {
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
    }

    private func run(
        _ policy: BufferPolicy, maxConcurrent: Int?,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.bounded-merge")
        let dropped = EventCounter()
        let previous = Hooks.droppedElementsHandler
        Hooks.droppedElementsHandler = { dropped.add($0.count) }
        defer { Hooks.droppedElementsHandler = previous }
        let count = scaled(20_000)
        let checker = GrammarChecker<Int>()
        let subject = PublishSubject<Int>()
        // Each inner sends its value and completes on the scheduler's queue.
        let inner = { (value: Int) in Observable.just(value).observe(on: scheduler) }
        let merged =
            maxConcurrent.map { subject.map(inner).merge(maxConcurrent: $0, buffer: policy) }
            ?? subject.concatMap(buffer: policy, inner)
        let subscription = merged.subscribe(checker)
        let gate = Gate()
        hold(scheduler, until: gate)
        let producer = Thread {
            for value in 0..<count {
                subject.onNext(value)
                if value == count / 2 { gate.open() }
            }
            subject.onCompleted()
        }
        producer.start()
        withWatchdog { XCTAssertTrue(checker.waitForTerminal(), "\(policy)", file: file, line: line) }
        checker.assertGrammar("\(policy)")
        let delivered = checker.elements
        XCTAssertEqual(Set(delivered).count, delivered.count, "\(policy): no duplicates", file: file, line: line)
        if maxConcurrent == nil {
            XCTAssertEqual(delivered, delivered.sorted(), "\(policy): concatMap keeps order", file: file, line: line)
        }
        XCTAssertTrue(checker.isCompleted, "\(policy)", file: file, line: line)
        XCTAssertGreaterThan(
            dropped.count, 0, "\(policy): the held inners made it drop", file: file, line: line)
        XCTAssertEqual(
            delivered.count + dropped.count, count, "\(policy): delivered + dropped == sent", file: file, line: line)
        subscription.dispose()
    }

    func testConcatMapDropNewest() { run(.dropNewest(limit: 8), maxConcurrent: nil) }
    func testConcatMapDropOldest() { run(.dropOldest(limit: 8), maxConcurrent: nil) }
    func testConcatMapKeepLatest() { run(.keepLatest, maxConcurrent: nil) }
    func testMergeMaxConcurrentDropNewest() { run(.dropNewest(limit: 8), maxConcurrent: 3) }
    func testMergeMaxConcurrentDropOldest() { run(.dropOldest(limit: 8), maxConcurrent: 3) }

    /// `.fail`: the result ends with the overflow error; what was delivered before is in
    /// order (concatMap), and nothing was reported dropped.
    func testConcatMapFail() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.bounded-merge-fail")
        let checker = GrammarChecker<Int>()
        let subject = PublishSubject<Int>()
        let subscription = subject.concatMap(buffer: .fail(limit: 8)) { Observable.just($0).observe(on: scheduler) }
            .subscribe(checker)
        let count = scaled(20_000)
        let gate = Gate()
        hold(scheduler, until: gate)
        let producer = Thread {
            for value in 0..<count {
                subject.onNext(value)
                if value == count / 2 { gate.open() }
            }
            subject.onCompleted()
        }
        producer.start()
        withWatchdog { XCTAssertTrue(checker.waitForTerminal()) }
        checker.assertGrammar("fail")
        guard case .error(let error)? = checker.terminal, let overflow = error as? BufferOverflowError else {
            return XCTFail("ended with \(String(describing: checker.terminal))")
        }
        XCTAssertEqual(overflow.operatorName, "concatMap(buffer:)")
        XCTAssertEqual(overflow.limit, 8)
        let delivered = checker.elements
        XCTAssertEqual(delivered, delivered.sorted())
        XCTAssertLessThan(delivered.count, count)
        subscription.dispose()
    }
}
