import Rheo

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift run SignInExample`: a user fills in the sign-in form, starts a request, cancels
/// it, and signs in; the screen is printed after each step.
///
/// The form's view model is `@Observable`, so the example needs Observation: macOS 14,
/// iOS 17, tvOS 17, watchOS 10 or visionOS 1 on Apple platforms (any Linux). On an older
/// system it says so on standard error and exits with status 1.
@main
enum SignInExample {
    /// Runs the example, or explains on standard error why it cannot and exits with 1.
    @MainActor
    static func main() async throws {
        // The entry point itself stays available everywhere the package builds, so that an
        // older system gets this message rather than a failure to load.
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            printError(
                "SignInExample needs macOS 14 / iOS 17 / tvOS 17 / watchOS 10 / visionOS 1 or newer"
                    + " (Observation: its view model is @Observable); this system is older.")
            exit(1)
        }
        try await run()
    }

    /// The user's session with the form, step by step.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    static func run() async throws {
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

    /// Prints one line to standard error, after what is pending on standard output.
    private static func printError(_ message: String) {
        // Swift 6 rejects the C `stderr` global as shared mutable state; flushing every
        // stream and writing to the descriptor avoids it and keeps the order.
        fflush(nil)
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SignInScreen {
    /// Lets the main queue run what the last user action scheduled (the bindings deliver on
    /// the main thread), as a user's pause between keystrokes would.
    func settle() async throws {
        try await Task.sleep(for: .milliseconds(50))
    }
}
