import Rheo

/// `swift run SignInExample`: a user fills in the sign-in form, starts a request, cancels
/// it, and signs in; the screen is printed after each step.
@main
enum SignInExample {
    @MainActor
    static func main() async throws {
        let viewModel = SignInViewModel(service: FakeSignInService(), savedUsername: "ada")
        let screen = SignInScreen(viewModel: viewModel)
        try await screen.settle()
        print("opened:            ", screen.render())

        for (field, text, step) in [
            (screen.usernameField, "ad", "username 'ad':    "),
            (screen.usernameField, "ada", "username 'ada':   "),
            (screen.passwordField, "secr", "password 4 chars: "),
            (screen.passwordField, "secret", "password 6 chars: "),
        ] {
            field.type(text)
            try await screen.settle()
            print(step, screen.render())
        }

        screen.signInButton.tap()
        try await screen.settle()
        print("tapped sign in:    ", screen.render())
        screen.cancelButton.tap()
        try await screen.settle()
        print("tapped cancel:     ", screen.render())

        screen.signInButton.tap()
        // async/await: wait for the request's outcome by iterating a Driver's values.
        for await status in viewModel.statusChanges.values {
            if case .signedIn = status { break }
        }
        try await screen.settle()
        print("signed in:         ", screen.render())
    }
}

extension SignInScreen {
    /// Lets the main queue run what the last user action scheduled (the bindings deliver on
    /// the main thread), as a user's pause between keystrokes would.
    func settle() async throws {
        try await Task.sleep(for: .milliseconds(50))
    }
}
