// The server side of the example: an async API, as a networking layer would offer it.

/// Why a sign-in failed.
enum SignInError: Error, Equatable {
    /// The server rejected the user name and password.
    case rejected
}

/// Signs a user in. `async`, and cancellable the way Swift concurrency is: a cancelled
/// request throws `CancellationError`.
protocol SignInService: Sendable {
    /// Signs in; returns a greeting, throws `SignInError.rejected` for bad credentials.
    func signIn(username: String, password: String) async throws -> String
}

/// A stand-in for a server: accepts any password but "wrong-password", after `latency`.
///
/// `Duration` and `Task.sleep(for:)` need macOS 13, iOS 16, tvOS 16 or watchOS 9.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct FakeSignInService: SignInService {
    /// How long a request takes.
    var latency: Duration = .milliseconds(300)

    func signIn(username: String, password: String) async throws -> String {
        try await Task.sleep(for: latency)
        guard password != "wrong-password" else { throw SignInError.rejected }
        return "Welcome, \(username)!"
    }
}
