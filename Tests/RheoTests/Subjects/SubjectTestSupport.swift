import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The hot source of the subject marble tests: elements before and after the window the
/// subject is subscribed to it (200...1000), a completion at 630, then events a subject
/// must ignore.
func subjectTestSource(_ scheduler: TestScheduler, failing: Bool = false) -> TestableObservable<Int> {
    var events: [Recorded<Event<Int>>] = [
        .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .next(520, 7),
    ]
    events.append(failing ? .error(630, TestError(1)) : .completed(630))
    events += [.next(640, 9), .completed(650), .error(660, TestError(2))]
    return scheduler.createHotObservable(events)
}

/// Runs the classic subject scenario on `scheduler`: the subject is made at 100, subscribed
/// to `source` from 200 to 1000, and observers subscribe and dispose at the given times
/// (`disposeAt` nil: never disposed by the test).
///
/// - Returns: One recorder per window, and the subject.
func runSubjectScenario<Subject: SubjectType>(
    _ scheduler: TestScheduler,
    source: TestableObservable<Int>,
    make: @escaping () -> Subject,
    windows: [(subscribeAt: TestTime, disposeAt: TestTime?)],
    actions: [(TestTime, (Subject) -> Void)] = []
) -> (observers: [TestableObserver<Int>], subject: Subject?)
where Subject.Element == Int, Subject.Observer.Element == Int {
    let state = SubjectScenarioState<Subject>()
    scheduler.scheduleAt(100) { state.subject = make() }
    scheduler.scheduleAt(200) { state.sourceSubscription = source.subscribe(state.subject!.asObserver()) }
    scheduler.scheduleAt(1000) { state.sourceSubscription?.dispose() }
    let observers = windows.map { _ in scheduler.createObserver(Int.self) }
    for (index, window) in windows.enumerated() {
        scheduler.scheduleAt(window.subscribeAt) {
            state.subscriptions[index] = state.subject!.subscribe(observers[index])
        }
        if let disposeAt = window.disposeAt {
            scheduler.scheduleAt(disposeAt) { state.subscriptions[index]?.dispose() }
        }
    }
    for (time, action) in actions {
        scheduler.scheduleAt(time) { action(state.subject!) }
    }
    scheduler.start()
    // Windows left open end here, so the test holds no live subscription at its end.
    for subscription in state.subscriptions.values {
        subscription.dispose()
    }
    return (observers, state.subject)
}

/// What `runSubjectScenario` keeps between its scheduled actions.
final class SubjectScenarioState<Subject> {
    var subject: Subject?
    var sourceSubscription: Disposable?
    var subscriptions: [Int: Disposable] = [:]
}

/// An observer that fails a test when two `on` calls overlap (concurrently or
/// reentrantly), and records every element it receives.
final class SerializationCheckingObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: the records are only touched under `storage`; `inside` detects overlapping calls.
    private let inside = NSLock()
    private let storage = NSLock()
    private var received: [Element] = []
    private var terminals = 0
    private(set) var overlaps = 0
    let onElement: ((Element) -> Void)?

    init(onElement: ((Element) -> Void)? = nil) {
        self.onElement = onElement
    }

    func on(_ event: Event<Element>) {
        guard inside.try() else {
            storage.withLock { overlaps += 1 }
            return
        }
        defer { inside.unlock() }
        switch event {
        case .next(let element):
            storage.withLock { received.append(element) }
            onElement?(element)
        case .error, .completed:
            storage.withLock { terminals += 1 }
        }
    }

    var elements: [Element] { storage.withLock { received } }
    var terminalCount: Int { storage.withLock { terminals } }
    var overlapCount: Int { storage.withLock { overlaps } }
}

/// A value shared between test threads, guarded by a lock.
final class SubjectTestValue<Value>: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func mutate<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&stored) }
    }
}

/// Checks what one producer-tagged run delivered: every value exactly once, and each
/// producer's values in the order it sent them (`value = producer * perProducer + i`).
func assertDeliveredOncePerProducerOrder(
    _ values: [Int], producers: Int, perProducer: Int, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(values.count, producers * perProducer, "delivered count", file: file, line: line)
    XCTAssertEqual(Set(values).count, values.count, "duplicates", file: file, line: line)
    var last = [Int](repeating: -1, count: producers)
    for value in values {
        let producer = value / perProducer
        guard producer >= 0, producer < producers else {
            return XCTFail("unexpected value \(value)", file: file, line: line)
        }
        if value <= last[producer] {
            return XCTFail(
                "producer \(producer) out of order: \(value) after \(last[producer])", file: file, line: line)
        }
        last[producer] = value
    }
}
