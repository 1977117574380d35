import Rheo
import RheoTestSupport
import XCTest

final class ControlEventInfallibleTests: MainQueueTestCase {
    private struct Broken: Error {}

    func testAsInfallibleSendsTheEvents() {
        let subject = PublishSubject<Int>()
        let event = ControlEvent(events: subject)
        var received: [Int] = []
        var completed = false
        let subscription = event.asInfallible().subscribe(
            onNext: { received.append($0) }, onCompleted: { completed = true })
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }

    func testAFailingSourceIsReportedAndCompletes() {
        drainMainQueue()
        let event = ControlEvent<Int>(events: Observable<Int>.error(Broken()))
        var completed = false
        let violations = captureContractViolations {
            event.asInfallible().subscribe(onCompleted: { completed = true }).dispose()
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertTrue(violations[0].contains("ControlEvent<Int>.asInfallible()"), "\(violations)")
        XCTAssertTrue(completed)
    }
}
