import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Counts writes of `text`, to see that binding the same text does not write it.
private final class CountingTextField: TestTextField {
    var writes = 0

    override var text: String? {
        didSet { writes += 1 }
    }
}

final class TestTextFieldTests: RheoTestCase {
    func testTypingSendsOneEditingChangedPerCharacterAfterBeginning() {
        let field = TestTextField()
        var kinds: [ControlEventKind] = []
        field.addTarget(ControlTarget { kinds.append($0) }, for: .allEvents)
        XCTAssertTrue(field.simulateUserTyping("hi"))
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(field.text, "hi")
        XCTAssertEqual(kinds, [.editingDidBegin, .editingChanged, .editingChanged])
        field.simulateUserEndEditing()
        field.simulateUserEndEditing()
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(kinds.last, .editingDidEnd)
        XCTAssertEqual(kinds.count, 4, "ending twice sends once")
    }

    func testRxTextFollowsTheUsersEditing() {
        let field = TestTextField()
        let recorder = RecordingObserver<String?>()
        _ = field.rx.text.subscribe(recorder)
        field.simulateUserTyping("abc")
        field.simulateUserDeletingBackward(2)
        field.simulateUserReplacingText(with: "new")
        field.simulateUserEndEditing()
        XCTAssertEqual(recorder.elements, ["", "", "a", "ab", "abc", "ab", "a", "new", "new"])
    }

    func testDeletingFromAnEmptyTextSendsNothing() {
        let field = TestTextField()
        field.simulateUserBeginEditing()
        var changes = 0
        field.addTarget(ControlTarget { _ in changes += 1 }, for: .editingChanged)
        field.simulateUserDeletingBackward(3)
        XCTAssertEqual(changes, 0)
        XCTAssertEqual(field.text, "")
    }

    func testProgrammaticTextSendsNoEvent() {
        let field = TestTextField()
        var events = 0
        field.addTarget(ControlTarget { _ in events += 1 }, for: .allEvents)
        field.text = "code"
        XCTAssertEqual(events, 0)
        let recorder = RecordingObserver<String?>()
        _ = field.rx.text.subscribe(recorder)
        field.text = "more code"
        XCTAssertEqual(recorder.elements, ["code"])
    }

    func testADisabledFieldIgnoresEditing() {
        let field = TestTextField()
        field.isEnabled = false
        let recorder = RecordingObserver<String?>()
        _ = field.rx.text.subscribe(recorder)
        XCTAssertFalse(field.simulateUserTyping("x"))
        XCTAssertFalse(field.simulateUserReplacingText(with: "y"))
        XCTAssertFalse(field.simulateUserDeletingBackward())
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.elements, [""])
    }

    func testBindingWritesOnlyADifferentText() {
        let field = CountingTextField()
        let writesBefore = field.writes
        _ = Observable.of("a", "a", "b").bind(to: field.rx.text)
        XCTAssertEqual(field.text, "b")
        XCTAssertEqual(field.writes - writesBefore, 2)
    }

    func testValueIsTheSameAsText() {
        let field = TestTextField()
        let recorder = RecordingObserver<String?>()
        _ = field.rx.value.subscribe(recorder)
        field.simulateUserReplacingText(with: "v")
        XCTAssertEqual(recorder.elements, ["", "", "v"])
    }

    func testOrEmpty() {
        let field = TestTextField()
        field.text = nil
        let recorder = RecordingObserver<String>()
        _ = field.rx.text.orEmpty.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [""])
    }

    func testTextCompletesWhenTheFieldDeallocates() {
        var field: TestTextField? = TestTextField()
        let recorder = RecordingObserver<String?>()
        _ = field!.rx.text.subscribe(recorder)
        field = nil
        XCTAssertTrue(recorder.isCompleted)
    }
}
