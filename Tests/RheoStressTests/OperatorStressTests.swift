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
        let checker = GrammarChecker<Int>()
        let subscription = Observable.zip(left, right) { $0 * 1_000_000 + $1 }.subscribe(checker)
        withWatchdog {
            race(2) { side in
                let subject = side == 0 ? left : right
                for index in 0..<perSide { subject.onNext(index) }
                subject.onCompleted()
            }
        }
        checker.assertGrammar()
        XCTAssertTrue(checker.isCompleted)
        XCTAssertEqual(checker.elements, (0..<perSide).map { $0 * 1_000_000 + $0 }, "zip pairs the i-th elements")
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
