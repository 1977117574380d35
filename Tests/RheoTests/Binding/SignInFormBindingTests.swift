import Dispatch
import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// The sign-in back end: answers on a background queue, as a network call would.
private final class SignInService: @unchecked Sendable {
    // @unchecked: `attempts` is written and read on the main thread only; the background queue touches nothing else.
    private(set) var attempts: [String] = []
    private let queue = DispatchQueue(label: "sign-in-service")

    /// Succeeds with a greeting unless the password is "wrong", which fails.
    func signIn(email: String, password: String) -> Single<String> {
        Single.create { [queue] observer in
            self.attempts.append(email)
            let work = DispatchWorkItem {
                if password == "wrong" {
                    observer(.failure(SignInError.rejected))
                } else {
                    observer(.success("Welcome, \(email)"))
                }
            }
            queue.async(execute: work)
            return Disposables.create { work.cancel() }
        }
    }
}

private enum SignInError: Error {
    case rejected
}

/// The form's logic, UI-free: two texts and a tap in, validity and a status out.
private struct SignInViewModel {
    let isValid: Driver<Bool>
    let status: Signal<String>

    init(email: Driver<String>, password: Driver<String>, signInTaps: Signal<Void>, service: SignInService) {
        let credentials = Driver.combineLatest(email, password)
        isValid =
            credentials
            .map { email, password in email.contains("@") && password.count >= 4 }
            .distinctUntilChanged()
        status =
            signInTaps
            .withLatestFrom(credentials)
            .flatMapLatest { email, password in
                service.signIn(email: email, password: password)
                    .asSignal(onErrorJustReturn: "Sign-in failed")
            }
    }
}

/// A sign-in screen on the headless controls: `rx.text` of two text fields feeds the
/// validation, a `Driver` of validity drives the button's `isEnabled` and a custom `Binder`
/// of its background colour, and the tap `ControlEvent` triggers the sign-in `Single`.
private final class SignInScreen {
    let email = TestTextField()
    let password = TestTextField()
    let signInButton = TestButton()
    let statusLabel = TestLabel()
    let bag = DisposeBag()

    init(service: SignInService) {
        let viewModel = SignInViewModel(
            email: email.rx.text.orEmpty.asDriver(),
            password: password.rx.text.orEmpty.asDriver(),
            signInTaps: signInButton.rx.tap.asSignal(),
            service: service
        )
        viewModel.isValid.drive(signInButton.rx.isEnabled).disposed(by: bag)
        viewModel.isValid
            .map { $0 ? TestColor.green : TestColor.gray }
            .drive(signInButton.rx.backgroundColorBinder)
            .disposed(by: bag)
        viewModel.status.emit(to: statusLabel.rx.text).disposed(by: bag)
    }
}

extension Reactive where Base: TestButton {
    /// A hand-written binder, as an app would write one for a property of its own.
    fileprivate var backgroundColorBinder: Binder<TestColor> {
        Binder(base) { button, color in
            button.backgroundColor = color
        }
    }
}

final class SignInFormBindingTests: MainQueueTestCase {
    func testUserEditsDriveTheButtonAndATapSignsInThroughTheSingle() {
        drainMainQueue()
        let service = SignInService()
        let screen = SignInScreen(service: service)
        XCTAssertFalse(screen.signInButton.isEnabled, "empty fields are not valid")
        XCTAssertEqual(screen.signInButton.backgroundColor, .gray)

        screen.email.simulateUserTyping("ann@example.com")
        screen.password.simulateUserTyping("sec")
        XCTAssertFalse(screen.signInButton.isEnabled, "the password is too short")
        screen.signInButton.tap()
        XCTAssertEqual(service.attempts, [], "a disabled button sends no tap")

        screen.password.simulateUserTyping("r")
        XCTAssertTrue(screen.signInButton.isEnabled, "drivers deliver at once on the main thread")
        XCTAssertEqual(screen.signInButton.backgroundColor, .green)

        screen.signInButton.tap()
        XCTAssertEqual(service.attempts, ["ann@example.com"])
        // The service answers on its own queue; the Signal brings the answer to the main
        // thread, where the label's binder applies it.
        runMainLoop(until: { screen.statusLabel.text != nil }, "the sign-in answer")
        XCTAssertEqual(screen.statusLabel.text, "Welcome, ann@example.com")

        screen.password.simulateUserDeletingBackward()
        XCTAssertFalse(screen.signInButton.isEnabled)
        XCTAssertEqual(screen.signInButton.backgroundColor, .gray)
    }

    func testAFailedSignInShowsTheFallbackAndTheFormKeepsWorking() {
        drainMainQueue()
        let service = SignInService()
        let screen = SignInScreen(service: service)
        screen.email.simulateUserTyping("bo@example.com")
        screen.password.simulateUserTyping("wrong")
        screen.signInButton.tap()
        runMainLoop(until: { screen.statusLabel.text != nil }, "the failure")
        XCTAssertEqual(screen.statusLabel.text, "Sign-in failed")

        // The error was turned into an element inside flatMapLatest, so the tap signal and
        // the bindings live on.
        screen.password.simulateUserReplacingText(with: "right")
        screen.signInButton.tap()
        runMainLoop(until: { screen.statusLabel.text == "Welcome, bo@example.com" }, "the second attempt")
        XCTAssertEqual(service.attempts, ["bo@example.com", "bo@example.com"])
    }

    func testProgrammaticEditsAreSeenOnlyAtTheNextEditingEvent() {
        drainMainQueue()
        let service = SignInService()
        let screen = SignInScreen(service: service)
        screen.email.text = "cy@example.com"
        screen.password.text = "long enough"
        XCTAssertFalse(screen.signInButton.isEnabled, "setting text in code sends no event, as in UIKit")

        screen.email.simulateUserBeginEditing()
        XCTAssertFalse(screen.signInButton.isEnabled, "only the email has been read again")
        screen.password.simulateUserBeginEditing()
        XCTAssertTrue(screen.signInButton.isEnabled)
        XCTAssertEqual(screen.signInButton.backgroundColor, .green)
    }

    func testTheScreensBindingsEndWhenItsControlsGo() {
        drainMainQueue()
        let service = SignInService()
        var screen: SignInScreen? = SignInScreen(service: service)
        weak let weakEmail = screen!.email
        weak let weakButton = screen!.signInButton
        let taps = RecordingObserver<Void>()
        let tapSubscription = screen!.signInButton.rx.tap.asSignal().emit(to: taps)
        screen = nil
        XCTAssertNil(weakEmail, "no binding keeps a control alive")
        XCTAssertNil(weakButton)
        XCTAssertTrue(taps.isCompleted, "a control's events complete when it deallocates")
        tapSubscription.dispose()
    }

    func testAnAnswerArrivingAfterTheScreenWentIsDropped() {
        drainMainQueue()
        let service = SignInService()
        var screen: SignInScreen? = SignInScreen(service: service)
        weak let weakLabel = screen!.statusLabel
        screen!.email.simulateUserTyping("di@example.com")
        screen!.password.simulateUserTyping("secret")
        screen!.signInButton.tap()
        // Tearing the screen down disposes the bag, and with it the pending sign-in.
        screen = nil
        XCTAssertNil(weakLabel)
        drainMainQueue()
        XCTAssertEqual(service.attempts, ["di@example.com"])
    }
}
