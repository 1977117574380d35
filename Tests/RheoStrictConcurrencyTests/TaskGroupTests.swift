import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class TaskGroupTests: RheoTestCase {
    func testAPublishSubjectFedByEightTasksOfATaskGroupDeliversEveryElementExactlyOnce() async {
        let subject = PublishSubject<Int>()
        let observer = RecordingObserver<Int>()
        let subscription = subject.subscribe(observer)
        let tasks = 8
        let perTask = 1_000

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for index in 0..<perTask {
                        subject.onNext(task * perTask + index)
                    }
                }
            }
        }
        subject.onCompleted()

        XCTAssertEqual(observer.elements.count, tasks * perTask)
        XCTAssertEqual(Set(observer.elements), Set(0..<(tasks * perTask)))
        XCTAssertTrue(observer.isCompleted)
        XCTAssertEqual(observer.grammarViolations, [])
        subscription.dispose()
    }

    func testEachTaskOfAGroupSubscribesToASharedReplayRelayAndSeesItsBuffer() async {
        let relay = ReplayRelay<String>.create(bufferSize: 2)
        relay.accept("a")
        relay.accept("b")
        relay.accept("c")

        let seen = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    // A subscription made while another task's replay is being delivered
                    // takes effect when that delivery ends (see `PublishSubject`), so wait
                    // for the two replayed elements rather than assume they came in
                    // `subscribe`.
                    await withCheckedContinuation { continuation in
                        _ = relay.take(2).toArray().subscribe(
                            onSuccess: { continuation.resume(returning: $0) },
                            onFailure: { _ in continuation.resume(returning: []) }
                        )
                    }
                }
            }
            var all: [[String]] = []
            for await values in group {
                all.append(values)
            }
            return all
        }
        XCTAssertEqual(seen, Array(repeating: ["b", "c"], count: 8))
    }
}
