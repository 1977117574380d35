import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// A sign-in form wired with plain observables and the headless controls: the binding
/// layer end to end, without traits (the issue's Driver/Single version builds on this).
private final class SignInForm {
    let email = TestTextField()
    let password = TestTextField()
    let signIn = TestButton()
    let status = TestLabel()
    var signInAttempts: [String] = []
    let bag = DisposeBag()

    init() {
        let credentials = Observable.combineLatest(email.rx.text.orEmpty, password.rx.text.orEmpty)
            .share(replay: 1)
        let isValid = credentials
            .map { email, password in email.contains("@") && password.count >= 4 }
            .distinctUntilChanged()
            .share(replay: 1)
        isValid.bind(to: signIn.rx.isEnabled).disposed(by: bag)
        let backgroundColor = Binder<Bool>(signIn) { button, valid in
            button.backgroundColor = valid ? .green : .gray
        }
        isValid.bind(to: backgroundColor).disposed(by: bag)
        signIn.rx.tap
            .withLatestFrom(credentials)
            .flatMapLatest { [unowned self] email, _ -> Observable<String> in
                signInAttempts.append(email)
                return .just("Signed in as \(email)")
            }
            .bind(to: status.rx.text)
            .disposed(by: bag)
    }
}

final class SignInFormBindingTests: MainQueueTestCase {
    func testUserEditsEnableTheButtonAndATapSignsIn() {
        drainMainQueue()
        let form = SignInForm()
        XCTAssertFalse(form.signIn.isEnabled)
        XCTAssertEqual(form.signIn.backgroundColor, .gray)
        form.email.simulateUserTyping("ann@example.com")
        form.password.simulateUserTyping("sec")
        XCTAssertFalse(form.signIn.isEnabled, "password too short")
        form.signIn.tap()
        XCTAssertEqual(form.signInAttempts, [], "a disabled button is not tapped")
        form.password.simulateUserTyping("r")
        XCTAssertTrue(form.signIn.isEnabled)
        XCTAssertEqual(form.signIn.backgroundColor, .green)
        form.signIn.tap()
        XCTAssertEqual(form.signInAttempts, ["ann@example.com"])
        XCTAssertEqual(form.status.text, "Signed in as ann@example.com")
        form.password.simulateUserDeletingBackward()
        XCTAssertFalse(form.signIn.isEnabled)
        XCTAssertEqual(form.signIn.backgroundColor, .gray)
    }

    func testProgrammaticEditsAreNotSeenUntilTheNextUserEdit() {
        drainMainQueue()
        let form = SignInForm()
        form.email.text = "bo@example.com"
        form.password.text = "long enough"
        XCTAssertFalse(form.signIn.isEnabled, "programmatic edits send no event, as in UIKit")
        form.email.simulateUserEndEditing()
        form.password.simulateUserBeginEditing()
        XCTAssertFalse(form.signIn.isEnabled, "only the password's value has been read again")
        form.email.simulateUserBeginEditing()
        XCTAssertTrue(form.signIn.isEnabled)
    }

    func testTheFormsBindingsEndWhenItsControlsGo() {
        drainMainQueue()
        var form: SignInForm? = SignInForm()
        weak let weakEmail = form!.email
        weak let weakButton = form!.signIn
        let completed = RecordingObserver<Void>()
        _ = form!.signIn.rx.tap.subscribe(completed)
        form = nil
        XCTAssertNil(weakEmail)
        XCTAssertNil(weakButton)
        XCTAssertTrue(completed.isCompleted)
    }
}
