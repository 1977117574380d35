#if canImport(Testing)
import Testing

/// The Swift Testing trait that fails a test whose Rheo objects outlive it, as every
/// `RheoTestCase` test does in XCTest: write `@Test(.leakChecked)`, or `@Suite(.leakChecked)`
/// for every test of a suite and of the suites inside it.
///
/// Around each test case it notes `Resources.total` and `Resources.subscriptionMark`; when
/// the test ends (returned or thrown) it waits up to `timeout` for the count to come back,
/// since objects released on other threads may still be on their way out, and otherwise
/// records an issue at the test's declaration, listing the subscriptions the test made
/// that are still live. A count below the start fails too.
///
/// The count covers the whole process, and Swift Testing runs tests in parallel: leak-
/// checked tests therefore run one at a time (other tests still run beside them), and a
/// test without the trait that builds Rheo objects while a checked test runs can make the
/// check fail. Put the trait on every suite that uses Rheo, or run `swift test
/// --no-parallel`. Only debug builds of Rheo count objects (`Resources.isTracking`); in a
/// release build the trait checks nothing and runs tests as usual.
public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// How long the check waits for the count to come back after the test.
    public var timeout: Duration

    /// True: on a suite, the trait checks each test in it, and in the suites inside it.
    public var isRecursive: Bool { true }

    /// Runs `function`, one test case, once no other leak check runs, and checks that the
    /// Rheo objects it created are gone after it.
    ///
    /// - Parameters:
    ///   - test: The test running.
    ///   - testCase: The test case running.
    ///   - function: The test case's body.
    /// - Throws: What `function` throws, after the check.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await LeakCheck.exclusively {
            let check = LeakCheck.start()
            do {
                try await function()
            } catch {
                await finish(check, of: test)
                throw error
            }
            await finish(check, of: test)
        }
    }

    /// Waits for `check` and records its failure, if any, at `test`'s declaration.
    private func finish(_ check: LeakCheck, of test: Test) async {
        if let failure = await check.finish(timeout: timeout) {
            recordTestFailure(failure, at: test.sourceLocation)
        }
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Fails a test whose Rheo objects outlive it, after waiting up to 5 seconds for
    /// objects released on other threads: see `LeakCheckTrait`.
    public static var leakChecked: Self {
        LeakCheckTrait(timeout: .seconds(5))
    }

    /// Fails a test whose Rheo objects outlive it, after waiting up to `timeout` for objects
    /// released on other threads: see `LeakCheckTrait`.
    ///
    /// - Parameter timeout: How long to wait for the count to come back after the test; a
    ///   test that leaves work on a busy queue may need longer than the default 5 seconds.
    public static func leakChecked(timeout: Duration) -> Self {
        LeakCheckTrait(timeout: timeout)
    }
}
#endif
