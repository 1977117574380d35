import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class TestButtonTests: RheoTestCase {
    func testTapSendsTouchDownThenTouchUpInside() {
        let button = TestButton()
        var kinds: [ControlEventKind] = []
        button.addTarget(ControlTarget { kinds.append($0) }, for: .allEvents)
        XCTAssertTrue(button.tap())
        XCTAssertEqual(kinds, [.touchDown, [.touchUpInside, .primaryActionTriggered]])
    }

    func testRxTapSendsOnePerTapAndNoneWhenDisabled() {
        let button = TestButton()
        var taps = 0
        _ = button.rx.tap.subscribe(onNext: { taps += 1 })
        button.tap()
        button.isEnabled = false
        XCTAssertFalse(button.tap())
        button.isEnabled = true
        button.tap()
        XCTAssertEqual(taps, 2)
    }

    func testBindersSetTitleEnabledAndColour() {
        let button = TestButton()
        let valid = PublishSubject<Bool>()
        let bag = DisposeBag()
        valid.bind(to: button.rx.isEnabled).disposed(by: bag)
        valid.map { $0 ? TestColor.green : TestColor.gray }.bind(to: button.rx.backgroundColor).disposed(by: bag)
        valid.map { $0 ? "Sign in" : "Fill in the form" }.bind(to: button.rx.title).disposed(by: bag)
        valid.onNext(false)
        XCTAssertFalse(button.isEnabled)
        XCTAssertEqual(button.backgroundColor, .gray)
        XCTAssertEqual(button.title, "Fill in the form")
        valid.onNext(true)
        XCTAssertTrue(button.isEnabled)
        XCTAssertEqual(button.backgroundColor, .green)
        XCTAssertEqual(button.title, "Sign in")
    }

    func testTapCompletesWhenTheButtonDeallocates() {
        var button: TestButton? = TestButton()
        let recorder = RecordingObserver<Void>()
        _ = button!.rx.tap.subscribe(recorder)
        button = nil
        XCTAssertTrue(recorder.isCompleted)
    }

    func testColourDescription() {
        XCTAssertEqual(TestColor.red.description, "rgba(1.0, 0.0, 0.0, 1.0)")
        XCTAssertNotEqual(TestColor.clear, TestColor.black)
    }
}
