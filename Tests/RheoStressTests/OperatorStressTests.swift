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
