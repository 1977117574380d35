import Rheo

/// The sign-in screen: its controls, and the bindings between them and the view model, as
/// a view controller's `viewDidLoad` would make them.
///
/// Needs what its `SignInViewModel` needs (Observation: macOS 14, iOS 17, tvOS 17,
/// watchOS 10, visionOS 1).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class SignInScreen {
    let usernameField = TextField()
    let passwordField = TextField()
    let signInButton = Button()
    let cancelButton = Button()
    let indicator = Indicator()
    let viewModel: SignInViewModel
    /// What the screen shows in its status line.
    private(set) var statusLine = ""
    private let disposeBag = DisposeBag()

    init(viewModel: SignInViewModel) {
        self.viewModel = viewModel
        bind()
    }

    private func bind() {
        // Two-way: typing writes the model, and the model's value (a saved user name) fills
        // the field. No echo: a write from one side is not written back to it.
        (usernameField.rx.text.orEmpty.channelTerminal <-> viewModel.observationChannel(\.username))
            .disposed(by: disposeBag)
        (passwordField.rx.text.orEmpty.channelTerminal <-> viewModel.observationChannel(\.password))
            .disposed(by: disposeBag)

        // Drivers into Binders: main thread, no errors, the latest value replayed.
        viewModel.isSignInEnabled
            .drive(signInButton.rx.isEnabled)
            .disposed(by: disposeBag)
        Driver.combineLatest(viewModel.isUsernameValid, viewModel.isPasswordValid) { $0 && $1 }
            .map { $0 ? Color.green : Color.red }
            .drive(indicator.rx.color)
            .disposed(by: disposeBag)
        viewModel.statusChanges
            .map { $0 == .signingIn }
            .drive(cancelButton.rx.isEnabled)
            .disposed(by: disposeBag)

        // A main-actor closure: it touches the screen's state directly.
        viewModel.statusChanges
            .drive(onNext: { @MainActor [unowned self] status in
                statusLine = Self.describe(status)
            })
            .disposed(by: disposeBag)

        // Rheo -> Observation: the requests' statuses written into the model.
        viewModel.statuses(signInTaps: signInButton.rx.tap, cancelTaps: cancelButton.rx.tap)
            .bind(to: viewModel, \.status)
            .disposed(by: disposeBag)
    }

    /// The screen as text.
    func render() -> String {
        let enabled = signInButton.isEnabled ? "enabled" : "disabled"
        return
            "user [\(usernameField.text ?? "")] password [\(String(repeating: "*", count: passwordField.text?.count ?? 0))]"
            + " indicator \(indicator.color) sign-in \(enabled) | \(statusLine)"
    }

    private static func describe(_ status: SignInStatus) -> String {
        switch status {
        case .idle: "ready"
        case .signingIn: "signing in..."
        case .signedIn(let greeting): greeting
        case .failed(let reason): "failed: \(reason)"
        case .cancelled: "cancelled"
        }
    }
}
