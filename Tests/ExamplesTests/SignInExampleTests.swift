import Rheo
import RheoTestSupport
import XCTest

@testable import SignInExample

/// A service whose requests the test controls: each records how it ended.
///
/// `Duration` and `Task.sleep(for:)` need macOS 13, iOS 16, tvOS 16 or watchOS 9.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
private actor ScriptedService: SignInService {
    private let latency: Duration
    private(set) var started = 0
    private(set) var cancelled = 0

    init(latency: Duration) {
        self.latency = latency
    }

    func signIn(username: String, password: String) async throws -> String {
        started += 1
        do {
            try await Task.sleep(for: latency)
        } catch {
            cancelled += 1
            throw error
        }
        guard password != "wrong-password" else { throw SignInError.rejected }
        return "Welcome, \(username)!"
    }
}

/// Lets the main queue run until `condition` holds, and fails the test if it does not hold
/// within `timeout`. The bindings deliver on the main thread, so the test yields the main
/// actor rather than blocking it.
///
/// `ContinuousClock`, `Duration` and `Task.sleep(for:)` need macOS 13, iOS 16, tvOS 16 or
/// watchOS 9.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor
private func assertEventually(
    _ condition: @MainActor () -> Bool, _ message: @autoclosure () -> String = "",
    timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line
) async {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline {
            XCTFail("condition not met within \(timeout): \(message())", file: file, line: line)
            return
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
}

/// The example's tests. Each checks at run time that the system has what the example needs
/// and skips otherwise; its body is in the `@available` extension below.
///
/// Not `@available` on the class or the test methods: XCTest on Apple platforms finds test
/// methods through the Objective-C runtime, which does not see `@available`, so it would
/// run them on an older system and crash there (swift-corelibs-xctest on Linux runs the
/// list `swift build` generates, where Apple platforms' availability means nothing).
final class SignInExampleTests: RheoTestCase {
    /// Why a test skips on a system older than the example needs.
    private static let needsObservation =
        "SignInExample needs macOS 14 / iOS 17 / tvOS 17 / watchOS 10 / visionOS 1 (Observation)"

    @MainActor
    func testTheFormValidatesAsTheUserTypesAndBindsBothWays() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(Self.needsObservation)
        }
        await theFormValidatesAsTheUserTypesAndBindsBothWays()
    }

    @MainActor
    func testCancellingASignInCancelsTheRequestsTask() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(Self.needsObservation)
        }
        await cancellingASignInCancelsTheRequestsTask()
    }

    @MainActor
    func testASignInSucceedsOrFailsWithTheServersAnswer() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(Self.needsObservation)
        }
        await aSignInSucceedsOrFailsWithTheServersAnswer()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SignInExampleTests {
    @MainActor
    func theFormValidatesAsTheUserTypesAndBindsBothWays() async {
        let viewModel = SignInViewModel(service: ScriptedService(latency: .zero), savedUsername: "ada")
        let screen = SignInScreen(viewModel: viewModel)

        // At bind time the model's saved user name fills the field; the password is empty.
        await assertEventually(
            { screen.usernameField.text == "ada" && screen.indicator.color == .red }, screen.render())
        await assertEventually({ !screen.signInButton.isEnabled && !screen.cancelButton.isEnabled }, screen.render())

        // Typing writes the model through the channel, and the Drivers follow.
        screen.passwordField.type("secret")
        await assertEventually({ viewModel.password == "secret" })
        await assertEventually({ screen.signInButton.isEnabled && screen.indicator.color == .green }, screen.render())

        screen.usernameField.type("a!")
        await assertEventually({ !screen.signInButton.isEnabled && screen.indicator.color == .red }, screen.render())
        XCTAssertEqual(viewModel.username, "a!")

        // A write to the model reaches the field (the other way of the channel).
        viewModel.username = "grace"
        await assertEventually(
            { screen.usernameField.text == "grace" && screen.signInButton.isEnabled }, screen.render())
        XCTAssertEqual(viewModel.username, "grace", "the field's update must not be written back as a new value")
    }

    @MainActor
    func cancellingASignInCancelsTheRequestsTask() async {
        let service = ScriptedService(latency: .seconds(600))
        let viewModel = SignInViewModel(service: service, savedUsername: "ada")
        let screen = SignInScreen(viewModel: viewModel)
        screen.passwordField.type("secret")
        await assertEventually({ screen.signInButton.isEnabled }, screen.render())

        XCTAssertTrue(screen.signInButton.tap())
        await assertEventually({ viewModel.status == .signingIn && screen.cancelButton.isEnabled }, screen.render())
        // Every binding reads the status on its own re-read, so each is waited for.
        await assertEventually(
            { !screen.signInButton.isEnabled && screen.statusLine == "signing in..." },
            "no second request while one runs: " + screen.render())

        XCTAssertTrue(screen.cancelButton.tap())
        await assertEventually({ viewModel.status == .cancelled && screen.signInButton.isEnabled }, screen.render())
        // The request's Task saw the cancellation (it would otherwise sleep for 10 minutes).
        var cancelled = 0
        let deadline = ContinuousClock.now + .seconds(10)
        while cancelled == 0, ContinuousClock.now < deadline {
            cancelled = await service.cancelled
            try? await Task.sleep(for: .milliseconds(1))
        }
        XCTAssertEqual(cancelled, 1)
        let started = await service.started
        XCTAssertEqual(started, 1)
        await assertEventually({ !screen.cancelButton.isEnabled }, screen.render())
    }

    @MainActor
    func aSignInSucceedsOrFailsWithTheServersAnswer() async {
        let viewModel = SignInViewModel(service: ScriptedService(latency: .zero), savedUsername: "ada")
        let screen = SignInScreen(viewModel: viewModel)

        screen.passwordField.type("wrong-password")
        await assertEventually({ screen.signInButton.isEnabled }, screen.render())
        screen.signInButton.tap()
        await assertEventually({ viewModel.status == .failed("rejected") }, screen.render())
        await assertEventually({ screen.statusLine == "failed: rejected" }, screen.render())

        screen.passwordField.type("secret")
        await assertEventually({ viewModel.password == "secret" && screen.signInButton.isEnabled })
        screen.signInButton.tap()
        await assertEventually({ viewModel.status == .signedIn("Welcome, ada!") }, screen.render())
        await assertEventually({ screen.statusLine == "Welcome, ada!" }, screen.render())
    }
}
