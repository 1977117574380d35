import CRheo
import Foundation

/// Process-wide hooks, as in RxSwift, plus Rheo's contract-violation reporter.
///
/// Every hook may be read and replaced from any thread.
public enum Hooks {
    /// Handles an error that reached a `subscribe(onNext:...)` call without an `onError`.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a subscription, for `defaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// Receives a description of a broken Rx contract or a misuse of the API.
    public typealias ContractViolationHandler = @Sendable (_ message: String) -> Void

    /// Whether `subscribe(onNext:...)` records the subscribing call stack, so that
    /// `defaultErrorHandler` can say where an unhandled error was subscribed. Off by default:
    /// capturing a stack costs microseconds per subscription.
    public static var recordCallStackOnError: Bool {
        get { rheo_atomic_intptr_load_relaxed(_atomicState(of: storage)) != 0 }
        set { rheo_atomic_intptr_store_relaxed(_atomicState(of: storage), newValue ? 1 : 0) }
    }

    /// Called with an error that no `onError` handled. The default prints it to standard
    /// error, with the subscription call stack when one was recorded.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.defaultErrorHandler } }
        set {
            // The old handler is released after unlocking: its deinit may be user code.
            let old = storage.lock.withLock { () -> DefaultErrorHandler in
                let old = storage.defaultErrorHandler
                storage.defaultErrorHandler = newValue
                return old
            }
            _ = old
        }
    }

    /// Captures the subscription call stack when `recordCallStackOnError` is on. The default
    /// uses `Thread.callStackSymbols`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.captureCallStack } }
        set {
            // The old handler is released after unlocking: its deinit may be user code.
            let old = storage.lock.withLock { () -> CustomCaptureSubscriptionCallstack in
                let old = storage.captureCallStack
                storage.captureCallStack = newValue
                return old
            }
            _ = old
        }
    }

    /// Called when Rheo detects a broken contract that it can survive: an observer called
    /// reentrantly or from two threads at once (debug builds), a `SingleAssignmentDisposable`
    /// assigned twice, and similar misuse. The default prints the message to standard error.
    /// Rheo never crashes for these; it reports, keeps its own state consistent, and goes on.
    public static var contractViolationHandler: ContractViolationHandler {
        get { storage.lock.withLock { storage.contractViolationHandler } }
        set {
            // The old handler is released after unlocking: its deinit may be user code.
            let old = storage.lock.withLock { () -> ContractViolationHandler in
                let old = storage.contractViolationHandler
                storage.contractViolationHandler = newValue
                return old
            }
            _ = old
        }
    }

    /// The default `defaultErrorHandler`.
    public static let printingErrorHandler: DefaultErrorHandler = { callStack, error in
        var message = "Rheo: unhandled error: \(error)\n"
        if !callStack.isEmpty {
            message += "Subscription call stack:\n" + callStack.joined(separator: "\n") + "\n"
        }
        writeToStandardError(message)
    }

    /// The default `contractViolationHandler`.
    public static let printingContractViolationHandler: ContractViolationHandler = { message in
        writeToStandardError("Rheo: contract violation: \(message)\n")
    }

    @usableFromInline static let storage = Storage()

    // The first stored property is the atomic `recordCallStackOnError` flag.
    @usableFromInline final class Storage: @unchecked Sendable {
        var recordCallStack = rheo_atomic_intptr()
        let lock = Lock()
        var defaultErrorHandler: DefaultErrorHandler = Hooks.printingErrorHandler
        var captureCallStack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
        var contractViolationHandler: ContractViolationHandler = Hooks.printingContractViolationHandler
    }

    /// Reports a contract violation through `contractViolationHandler`. Call it with no lock held.
    @usableFromInline static func reportContractViolation(_ message: String) {
        contractViolationHandler(message)
    }

    /// Captures the subscription call stack if `recordCallStackOnError` is on.
    @usableFromInline static func captureSubscriptionCallStackIfEnabled() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Reports an error no `onError` handled.
    @usableFromInline static func reportUnhandledError(_ error: Swift.Error, callStack: [String]) {
        defaultErrorHandler(callStack, error)
    }
}

private func writeToStandardError(_ message: String) {
    FileHandle.standardError.write(Data(message.utf8))
}
