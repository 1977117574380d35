import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ControlEventSharedSequenceTests: MainQueueTestCase {
    private struct Broken: Error {}

    func testControlPropertyAsDriverSendsTheValueThenEditsAndReplaysTheLatest() {
        drainMainQueue()
        let field = TestTextField()
        let driver = field.rx.text.orEmpty.asDriver()
        let first = RecordingObserver<String>()
        let subscription = driver.drive(first)
        field.simulateUserTyping("ab")
        let late = RecordingObserver<String>()
        let lateSubscription = driver.drive(late)
        // Typing begins editing first, an editing event of `rx.text` (as UIKit's
        // `.editingDidBegin`), which sends the unchanged value again.
        XCTAssertEqual(first.elements, ["", "", "a", "ab"], "delivered at once on the main thread")
        XCTAssertEqual(late.elements, ["ab"], "a Driver replays the latest value")
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testControlEventAsSignalReplaysNothingAndSharesOneRegistration() {
        drainMainQueue()
        let button = TestButton()
        let taps = button.rx.tap.asSignal()
        let first = RecordingObserver<Void>()
        let subscription = taps.emit(to: first)
        button.tap()
        let late = RecordingObserver<Void>()
        let lateSubscription = taps.emit(to: late)
        XCTAssertEqual(button.targetCount, 1, "the two subscribers share one target")
        button.tap()
        XCTAssertEqual(first.elements.count, 2)
        XCTAssertEqual(late.elements.count, 1, "a Signal replays nothing")
        subscription.dispose()
        lateSubscription.dispose()
        XCTAssertEqual(button.targetCount, 0)
    }

    func testControlEventAsDriverReplaysTheLatestEvent() {
        drainMainQueue()
        let button = TestButton()
        let taps = button.rx.tap.asDriver()
        let first = RecordingObserver<Void>()
        let subscription = taps.drive(first)
        button.tap()
        let late = RecordingObserver<Void>()
        let lateSubscription = taps.drive(late)
        XCTAssertEqual(late.elements.count, 1)
        subscription.dispose()
        lateSubscription.dispose()
    }

    func testAFailingSourceIsReportedAndCompletesEachConversion() {
        drainMainQueue()
        let event = ControlEvent<Int>(events: Observable<Int>.error(Broken()))
        let property = ControlProperty<Int>(
            values: Observable<Int>.error(Broken()), valueSink: AnyObserver<Int> { _ in })
        let signalObserver = RecordingObserver<Int>()
        let driverObserver = RecordingObserver<Int>()
        let propertyObserver = RecordingObserver<Int>()
        let violations = captureContractViolations {
            event.asSignal().emit(to: signalObserver).dispose()
            event.asDriver().drive(driverObserver).dispose()
            property.asDriver().drive(propertyObserver).dispose()
        }
        XCTAssertEqual(violations.count, 3)
        XCTAssertTrue(violations.allSatisfy { $0.contains("Broken") && $0.contains("never does") }, "\(violations)")
        XCTAssertTrue(violations[0].contains("ControlEvent<Int>.asSignal()"))
        XCTAssertTrue(violations[2].contains("ControlProperty<Int>.asDriver()"))
        for observer in [signalObserver, driverObserver, propertyObserver] {
            XCTAssertTrue(observer.isCompleted)
            XCTAssertEqual(observer.elements, [])
        }
    }
}
