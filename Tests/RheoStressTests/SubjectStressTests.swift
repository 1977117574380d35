import Foundation
import Rheo
import XCTest

/// Subjects and relays fed `onNext` from 8 threads: delivery is serialized (never two calls
/// at once), every element arrives exactly once, in order per producer, to every observer.
final class SubjectStressTests: StressTestCase {
    private let producers = 8

    /// Feeds `send` from `producers` threads and checks two observers subscribed before.
    private func check<Subject: ObservableType>(
        _ subject: Subject, skipping initial: Int = 0, rounds: Int = 3,
        send: @escaping @Sendable (Subject, Int) -> Void, finish: (Subject) -> Void
    ) where Subject.Element == Int, Subject: Sendable {
        let perProducer = scaled(10_000)
        let checkers = [GrammarChecker<Int>(), GrammarChecker<Int>()]
        let subscriptions = checkers.map { subject.subscribe($0) }
        let producers = self.producers
        withWatchdog {
            race(producers) { producer in
                for index in 0..<perProducer {
                    send(subject, producer * perProducer + index)
                }
            }
        }
        finish(subject)
        for checker in checkers {
            checker.assertGrammar()
            assertExactlyOncePerProducerInOrder(
                Array(checker.elements.dropFirst(initial)), producers: producers, perProducer: perProducer)
        }
        subscriptions.forEach { $0.dispose() }
    }

    func testPublishSubject() {
        check(PublishSubject<Int>(), send: { $0.onNext($1) }, finish: { $0.onCompleted() })
    }

    func testBehaviorSubject() {
        check(BehaviorSubject<Int>(value: -1), skipping: 1, send: { $0.onNext($1) }, finish: { $0.onCompleted() })
    }

    func testReplaySubject() {
        check(ReplaySubject<Int>.create(bufferSize: 4), send: { $0.onNext($1) }, finish: { $0.onCompleted() })
    }

    func testAsyncSubjectDeliversOnlyTheLastElementOnce() {
        let subject = AsyncSubject<Int>()
        let checker = GrammarChecker<Int>()
        let subscription = subject.subscribe(checker)
        let perProducer = scaled(10_000)
        withWatchdog {
            race(8) { producer in
                for index in 0..<perProducer { subject.onNext(producer * perProducer + index) }
            }
        }
        subject.onCompleted()
        checker.assertGrammar()
        XCTAssertEqual(checker.elements.count, 1)
        XCTAssertTrue(checker.isCompleted)
        subscription.dispose()
    }

    func testPublishRelay() {
        check(PublishRelay<Int>(), send: { $0.accept($1) }, finish: { _ in })
    }

    func testBehaviorRelay() {
        check(BehaviorRelay<Int>(value: -1), skipping: 1, send: { $0.accept($1) }, finish: { _ in })
    }

    func testReplayRelay() {
        check(ReplayRelay<Int>.create(bufferSize: 4), send: { $0.accept($1) }, finish: { _ in })
    }

    /// Terminal events racing elements from 8 threads: exactly one terminal event, nothing
    /// after it, every element before it delivered once.
    func testTerminalEventsRacingElements() {
        for round in 0..<scaled(200) {
            let subject = PublishSubject<Int>()
            let checker = GrammarChecker<Int>()
            let subscription = subject.subscribe(checker)
            withWatchdog {
                race(8) { producer in
                    for index in 0..<20 { subject.onNext(producer * 20 + index) }
                    if producer % 2 == 0 { subject.onCompleted() } else { subject.onError(StressError.failure) }
                }
            }
            checker.assertGrammar("round \(round)")
            XCTAssertNotNil(checker.terminal, "round \(round): no terminal event")
            XCTAssertEqual(Set(checker.elements).count, checker.elements.count, "round \(round): an element twice")
            subscription.dispose()
        }
    }
}

enum StressError: Error {
    case failure
}
