import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// A subject hands elements to a `subscribe(onNext:)` subscriber directly, skipping the
/// subscriber's lifetime checks (`Observable._subscribe(_:next:_:)`); these tests pin down
/// that the direct path delivers exactly what the observer path does.
final class SubjectDirectDeliveryTests: RheoTestCase {
    /// Subscribes, to `subject`, handlers that log as "name:value", "name:error" and
    /// "name:completed", and an observer that logs as "observer:...".
    private func subscribeMixed<Subject: ObservableType>(
        _ subject: Subject, log: Collected<String>
    ) -> [Disposable] where Subject.Element == Int {
        [
            subject.subscribe(
                onNext: { log.append("direct:\($0)") },
                onError: { _ in log.append("direct:error") },
                onCompleted: { log.append("direct:completed") }),
            subject.subscribe(RecordingLogObserver(name: "observer", log: log)),
            // No onNext: the subject must still send it the terminal event.
            subject.subscribe(
                onError: { _ in log.append("terminalOnly:error") },
                onCompleted: { log.append("terminalOnly:completed") }),
        ]
    }

    func testEverySubjectSendsTheDirectPathWhatItSendsAnObserver() {
        let cases: [(String, () -> (Observable<Int>, AnyObserver<Int>))] = [
            (
                "publish",
                {
                    let s = PublishSubject<Int>()
                    return (s.asObservable(), s.asObserver().asObserver())
                }
            ),
            (
                "behavior",
                {
                    let s = BehaviorSubject(value: 0)
                    return (s.asObservable(), s.asObserver().asObserver())
                }
            ),
            (
                "replay",
                {
                    let s = ReplaySubject<Int>.create(bufferSize: 1)
                    return (s.asObservable(), s.asObserver().asObserver())
                }
            ),
            (
                "async",
                {
                    let s = AsyncSubject<Int>()
                    return (s.asObservable(), s.asObserver().asObserver())
                }
            ),
        ]
        for (name, make) in cases {
            let (observable, observer) = make()
            observer.onNext(7)
            let log = Collected<String>()
            let subscriptions = subscribeMixed(observable, log: log)
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            observer.onNext(3)
            let direct = log.values.filter { $0.hasPrefix("direct:") }.map { $0.dropFirst("direct:".count) }
            let observed = log.values.filter { $0.hasPrefix("observer:") }.map { $0.dropFirst("observer:".count) }
            XCTAssertEqual(direct, observed, name)
            XCTAssertEqual(direct.last, "completed", name)
            XCTAssertTrue(log.values.contains("terminalOnly:completed"), name)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testSubscribersReceiveInSubscriptionOrderWhateverTheirPath() {
        let subject = PublishSubject<Int>()
        let log = Collected<String>()
        let subscriptions = subscribeMixed(subject, log: log) + subscribeMixed(subject, log: log)
        subject.onNext(1)
        XCTAssertEqual(log.values, ["direct:1", "observer:1", "direct:1", "observer:1"])
        subject.onError(TestError())
        XCTAssertEqual(
            Array(log.values.dropFirst(4)),
            [
                "direct:error", "observer:error", "terminalOnly:error",
                "direct:error", "observer:error", "terminalOnly:error",
            ])
        subscriptions.forEach { $0.dispose() }
    }

    /// A direct subscriber disposed by an earlier one's handler, in the inline slot or the
    /// spilled ones, receives nothing more: not even the element being delivered.
    func testASubscriberDisposedDuringDeliveryReceivesNothingMore() {
        for victim in 0..<4 {
            let subject = PublishSubject<Int>()
            let log = Collected<String>()
            var subscriptions: [Disposable] = []
            for index in 0..<4 {
                subscriptions.append(
                    subject.subscribe(onNext: { value in
                        log.append("\(index):\(value)")
                        if value == 2, index == 0 {
                            subscriptions[victim].dispose()
                        }
                    }))
            }
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            let received = log.values.filter { $0.hasPrefix("\(victim):") }
            XCTAssertEqual(received, victim == 0 ? ["0:1", "0:2"] : ["\(victim):1"], "victim \(victim)")
            XCTAssertEqual(log.values.filter { $0.hasSuffix(":3") }.count, 3, "victim \(victim)")
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// The direct path holds the handler: the subject lets it go when the subscription is
    /// disposed, even while the caller still holds the disposable.
    func testDisposingReleasesTheDirectHandler() {
        let subject = PublishSubject<Int>()
        final class Captured {}
        var captured: Captured? = Captured()
        weak let weakCaptured = captured
        let subscription = subject.subscribe(onNext: { [captured] _ in _ = captured })
        captured = nil
        subject.onNext(1)
        XCTAssertNotNil(weakCaptured)
        subscription.dispose()
        XCTAssertNil(weakCaptured)
        withExtendedLifetime(subscription) {}
    }
}

/// Logs every event as "name:value", "name:error" or "name:completed".
private struct RecordingLogObserver: ObserverType {
    let name: String
    let log: Collected<String>

    func on(_ event: Event<Int>) {
        switch event {
        case .next(let value):
            log.append("\(name):\(value)")
        case .error:
            log.append("\(name):error")
        case .completed:
            log.append("\(name):completed")
        }
    }
}
