import Foundation
import RheoCocoa
import RheoTestSupport
import XCTest

extension XCTestCase {
    /// Subscribes to `observable`, waits for its terminal event, disposes the subscription
    /// and returns what it delivered. Fails the test on a timeout or a grammar violation.
    func collectEvents<Element>(
        _ observable: Observable<Element>, timeout: TimeInterval = 20, file: StaticString = #filePath,
        line: UInt = #line
    ) -> [Event<Element>] {
        let recorder = RecordingObserver<Element>()
        let terminated = expectation(description: "terminal event")
        let subscription = observable.subscribe { event in
            recorder.on(event)
            if event.isStopEvent { terminated.fulfill() }
        }
        wait(for: [terminated], timeout: timeout)
        subscription.dispose()
        XCTAssertEqual(recorder.grammarViolations, [], file: file, line: line)
        return recorder.events
    }
}
