import Rheo
import RheoTestSupport
import XCTest

/// A cold source driven by the test, counting its subscriptions and their disposals.
///
/// Call `reset()` at the end of a test: the observers it keeps would otherwise hold the
/// subscriptions alive.
final class BadInputProbe: @unchecked Sendable {
    // @unchecked: its sources are subscribed and driven on the test's thread only.
    private(set) var subscriptions = 0
    private(set) var disposals = 0
    private var observers: [AnyObserver<Int>] = []

    /// Subscriptions not disposed yet.
    var active: Int { subscriptions - disposals }

    var observable: Observable<Int> {
        Observable.create { observer in
            self.subscriptions += 1
            self.observers.append(observer)
            return Disposables.create { self.disposals += 1 }
        }
    }

    func send(_ elements: Int...) {
        for element in elements {
            for observer in observers {
                observer.onNext(element)
            }
        }
    }

    func complete() {
        for observer in observers {
            observer.onCompleted()
        }
    }

    func fail(_ error: Swift.Error) {
        for observer in observers {
            observer.onError(error)
        }
    }

    func reset() {
        observers.removeAll()
    }
}

extension RheoTestCase {
    /// Asserts that `events` are exactly one `RxError.argumentOutOfRange` error, and that
    /// evaluating them reported exactly one explanation through
    /// `Hooks.argumentOutOfRangeHandler`, mentioning `fragment` (the operator, its argument
    /// and the bad value). Build the failing sequence inside `events`: Rheo reports the
    /// explanation when it raises the error, which for a bad argument is at the call.
    func assertArgumentError<Element>(
        _ events: @autoclosure () -> [Event<Element>], _ fragment: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        var recorded: [Event<Element>] = []
        let messages = captureArgumentOutOfRangeMessages { recorded = events() }
        assertArgumentOutOfRangeEvent(recorded, file: file, line: line)
        assertOneArgumentOutOfRangeMessage(messages, mentioning: fragment, file: file, line: line)
    }

    /// Asserts that `events` are exactly one `RxError.argumentOutOfRange` error.
    func assertArgumentOutOfRangeEvent<Element>(
        _ events: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard events.count == 1, case RxError.argumentOutOfRange? = events.first?.error else {
            return XCTFail("expected one argumentOutOfRange error, got \(events)", file: file, line: line)
        }
    }

    /// Subscribes to `make(probe)` and asserts the result is an argument error whose
    /// explanation mentions `fragment`, sent without subscribing to the probe.
    func assertArgumentErrorWithoutSubscribing<Element>(
        _ fragment: String, file: StaticString = #filePath, line: UInt = #line,
        _ make: (Observable<Int>) -> Observable<Element>
    ) {
        let probe = BadInputProbe()
        let recorder = RecordingObserver<Element>()
        var subscription: Disposable?
        let messages = captureArgumentOutOfRangeMessages {
            subscription = make(probe.observable).subscribe(recorder)
            probe.send(1)
        }
        assertArgumentOutOfRangeEvent(recorder.events, file: file, line: line)
        assertOneArgumentOutOfRangeMessage(messages, mentioning: fragment, file: file, line: line)
        XCTAssertEqual(probe.subscriptions, 0, "\(fragment): the source was subscribed", file: file, line: line)
        subscription?.dispose()
        probe.reset()
    }

    /// The events of a subscription to `observable`, which must end synchronously.
    func synchronousEvents<Element>(
        _ observable: Observable<Element>, file: StaticString = #filePath, line: UInt = #line
    ) -> [Event<Element>] {
        let recorder = RecordingObserver<Element>()
        let subscription = observable.subscribe(recorder)
        subscription.dispose()
        XCTAssertEqual(recorder.terminalCount, 1, "no terminal event: \(recorder.events)", file: file, line: line)
        XCTAssertEqual(recorder.grammarViolations, [], file: file, line: line)
        return recorder.events
    }
}

/// Elements and terminal of recorded events, for comparing with `==` in tables.
func eventSummary<Element>(_ events: [Event<Element>]) -> String {
    events.map { event -> String in
        switch event {
        case .next(let element): "\(element)"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }.joined(separator: ", ")
}
