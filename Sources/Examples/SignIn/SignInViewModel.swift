import Observation
import Rheo

/// Where a sign-in stands.
enum SignInStatus: Equatable, Sendable {
    /// Nothing sent yet.
    case idle
    /// A request is running; it can be cancelled.
    case signingIn
    /// The server accepted; its greeting.
    case signedIn(String)
    /// The server rejected the credentials, or the request failed.
    case failed(String)
    /// The user cancelled the request.
    case cancelled
}

/// The sign-in form's state, as an app keeps it with Swift's Observation: SwiftUI views
/// read it directly, and Rheo reads and writes it too.
///
/// - `username` and `password` are bound both ways to the text fields (a channel).
/// - `status` is written by the sign-in requests (`bind(to:_:)`) and read back as a `Driver`.
/// - The validation results are `Driver`s read from the properties with `Observable.observe`.
///
/// `@Observable` and `Observable.observe` need macOS 14, iOS 17, tvOS 17, watchOS 10 or
/// visionOS 1 (Observation).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
final class SignInViewModel {
    var username = ""
    var password = ""
    var status = SignInStatus.idle

    @ObservationIgnored private let service: any SignInService

    init(service: any SignInService, savedUsername: String = "") {
        self.service = service
        username = savedUsername
    }

    /// A user name is valid with 3 to 20 letters or digits.
    nonisolated static func isValid(username: String) -> Bool {
        (3...20).contains(username.count) && username.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// A password is valid with at least 6 characters.
    nonisolated static func isValid(password: String) -> Bool {
        password.count >= 6
    }

    /// Whether the user name is valid, after each change of it.
    var isUsernameValid: Driver<Bool> {
        Observable.observe { self.username }
            .map(Self.isValid(username:))
            .asDriver(onErrorJustReturn: false)
    }

    /// Whether the password is valid, after each change of it.
    var isPasswordValid: Driver<Bool> {
        Observable.observe { self.password }
            .map(Self.isValid(password:))
            .asDriver(onErrorJustReturn: false)
    }

    /// The status, after each change of it.
    var statusChanges: Driver<SignInStatus> {
        Observable.observe { self.status }
            .asDriver(onErrorJustReturn: .idle)
    }

    /// Whether the sign-in button is enabled: both fields valid and no request running.
    var isSignInEnabled: Driver<Bool> {
        Driver.combineLatest(isUsernameValid, isPasswordValid, statusChanges) { username, password, status in
            username && password && status != .signingIn
        }
    }

    /// The statuses that sign-in taps lead to: each tap starts a request (a new tap
    /// replaces a running one), and a cancel tap cancels the running request's `Task`.
    ///
    /// Bind the result to `status` (`bind(to: viewModel, \.status)`).
    func statuses(signInTaps: ControlEvent<Void>, cancelTaps: ControlEvent<Void>) -> Observable<SignInStatus> {
        let service = service
        let requests =
            signInTaps
            .map { (self.username, self.password) }
            .flatMapLatest { username, password in
                // async/await: the request is a `Task`; disposing the subscription cancels it.
                Single<String>.create { try await service.signIn(username: username, password: password) }
                    .map { SignInStatus.signedIn($0) }
                    .catch { error in .just(.failed(String(describing: error))) }
                    .asObservable()
                    .startWith(.signingIn)
                    .take(until: cancelTaps)
            }
        return Observable.merge(requests, cancelTaps.map { SignInStatus.cancelled })
    }
}
