import RheoTest
import RheoTestSupport
import XCTest

@testable import Rheo

/// `EventSink.on` lends the caller's event to the next stage; stages must only read it.
final class EventSinkTests: RheoTestCase {
    func testTheNextStageReceivesTheEventAndTheCallerKeepsIt() {
        let received = Collected<Event<String>>()
        let sink = EventSink<String> { event in received.append(event) }
        let element = String(repeating: "x", count: 100)
        sink.on(.next(element))
        sink.on(.error(TestError(1)))
        sink.on(.completed)
        XCTAssertEqual(received.values, [.next(element), .error(TestError(1)), .completed])
        XCTAssertEqual(element.count, 100)
    }

    func testAStageThatAssignsToItsEventIsReported() {
        #if DEBUG
        let reports = captureContractViolations {
            // A trivial payload and a payload-free replacement: nothing to release twice.
            let sink = EventSink<Int> { event in event = .completed }
            sink.on(.next(1))
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.contains("must only read or forward its event") ?? false, "\(reports)")
        #endif
    }

    func testForwardingStagesAreNotReported() {
        let reports = captureContractViolations {
            let recorder = RecordingObserver<Int>()
            _ = Observable.range(start: 0, count: 3).filter { _ in true }.map { $0 }.subscribe(recorder)
            XCTAssertEqual(recorder.elements, [0, 1, 2])
        }
        XCTAssertEqual(reports, [])
    }
}
