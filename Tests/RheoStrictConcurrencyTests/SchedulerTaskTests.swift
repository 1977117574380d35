import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Collects a finite sequence's elements in a task and resumes with them at its end.
private func elements(of observable: Observable<Int>) async throws -> [Int] {
    try await withCheckedThrowingContinuation { continuation in
        let collected = Collected<Int>()
        _ = observable.subscribe(
            onNext: { collected.append($0) },
            onError: { continuation.resume(throwing: $0) },
            onCompleted: { continuation.resume(returning: collected.values) }
        )
    }
}

final class SchedulerTaskTests: RheoTestCase {
    func testASerialSchedulerCapturedInATaskDeliversInOrder() async throws {
        let scheduler = SerialScheduler(label: "strict-concurrency")
        let values = try await Task {
            try await elements(of: Observable.range(start: 0, count: 100).observe(on: scheduler))
        }.value
        XCTAssertEqual(values, Array(0..<100))
    }

    func testAConcurrentDispatchQueueSchedulerCapturedInADetachedTaskSubscribesOffTheTask() async throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let values = try await Task.detached {
            try await elements(of: Observable.from([1, 2, 3]).subscribe(on: scheduler).map { $0 * 10 })
        }.value
        XCTAssertEqual(values, [10, 20, 30])
    }

    func testASchedulerExistentialCrossesIntoATask() async throws {
        // `ImmediateSchedulerType` refines `Sendable`, so an existential crosses too.
        let scheduler: SchedulerType = SerialScheduler()
        let values = try await Task.detached {
            try await elements(of: Observable<Int>.timer(.milliseconds(1), scheduler: scheduler))
        }.value
        XCTAssertEqual(values, [0])
    }

    func testAnObservableBuiltInOneTaskIsSubscribedInAnother() async throws {
        // `Observable` is not `Sendable` (its operator closures run where it is subscribed),
        // but a freshly built one that this task no longer uses can be sent to another task
        // (region-based isolation). Using `observable` after the `Task` would not compile.
        let observable = Observable.from([1, 2, 3, 4]).filter { $0.isMultiple(of: 2) }.map { "\($0)" }
        let strings = try await Task.detached {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[String], Error>) in
                _ = observable.toArray().subscribe(
                    onSuccess: { continuation.resume(returning: $0) },
                    onFailure: { continuation.resume(throwing: $0) }
                )
            }
        }.value
        XCTAssertEqual(strings, ["2", "4"])
    }
}
