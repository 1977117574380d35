import CRheo
import Foundation

/// Process-wide hooks, as in RxSwift, plus Rheo's reporters of contract violations,
/// binding errors and bad arguments.
///
/// Every hook may be read and replaced from any thread.
public enum Hooks {
    /// Handles an error that reached a `subscribe(onNext:...)` call without an `onError`.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a subscription, for `defaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// Receives a description of a broken Rx contract or a misuse of the API.
    public typealias ContractViolationHandler = @Sendable (_ message: String) -> Void

    /// Receives the explanation of an `RxError.argumentOutOfRange` that Rheo raises: the
    /// operator, the argument and the bad value, as `"take(-1): count must not be negative"`.
    public typealias ArgumentOutOfRangeHandler = @Sendable (_ message: String) -> Void

    /// Receives an error that reached a binding (a `Binder`, `bind(to:)` a relay,
    /// `bind(onNext:)`, a `ControlProperty`), with a description of the binding.
    public typealias BindingErrorHandler = @Sendable (_ binding: String, _ error: Swift.Error) -> Void

    /// Receives a count of elements that a bounded buffer dropped (`BufferPolicy`).
    public typealias DroppedElementsHandler = @Sendable (_ report: DroppedElementsReport) -> Void

    /// Whether `subscribe(onNext:...)` records the subscribing call stack, so that
    /// `defaultErrorHandler` can say where an unhandled error was subscribed. Off by default:
    /// capturing a stack costs microseconds per subscription.
    public static var recordCallStackOnError: Bool {
        get { rheo_atomic_intptr_load_relaxed(_atomicState(of: storage)) != 0 }
        set { rheo_atomic_intptr_store_relaxed(_atomicState(of: storage), newValue ? 1 : 0) }
    }

    /// Called with an error that no `onError` handled. The default,
    /// `printingErrorHandler`, prints it to standard output as RxSwift does, with the
    /// subscription call stack when one was recorded.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handler(\.defaultErrorHandler) }
        set { replaceHandler(\.defaultErrorHandler, with: newValue) }
    }

    /// Captures the subscription call stack when `recordCallStackOnError` is on. The default
    /// uses `Thread.callStackSymbols`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { handler(\.captureCallStack) }
        set { replaceHandler(\.captureCallStack, with: newValue) }
    }

    /// Called when Rheo detects a broken contract that it can survive: an observer called
    /// reentrantly or from two threads at once (debug builds), a `SingleAssignmentDisposable`
    /// assigned twice, and similar misuse. The default prints the message to standard error.
    /// Rheo never crashes for these; it reports, keeps its own state consistent, and goes on.
    public static var contractViolationHandler: ContractViolationHandler {
        get { handler(\.contractViolationHandler) }
        set { replaceHandler(\.contractViolationHandler, with: newValue) }
    }

    /// Called with the explanation of every `RxError.argumentOutOfRange` that Rheo raises, at
    /// the moment it raises it: when a bad argument is passed (`take(-1)`, `range` with a
    /// count that overflows, `ReplaySubject.create(bufferSize: -1)`, a negative
    /// `toBlocking(timeout:)`, ...), which is before any subscription, and when a sequence
    /// ends too soon for `element(at:)`. The error itself carries no message, as in RxSwift;
    /// this is where the message goes.
    ///
    /// The default, `printingArgumentOutOfRangeHandler`, prints the message to standard
    /// error in every build configuration. Tests replace it to check the message; an app may
    /// send it to its own log. Called on the thread that raises the error, with no lock held.
    public static var argumentOutOfRangeHandler: ArgumentOutOfRangeHandler {
        get { handler(\.argumentOutOfRangeHandler) }
        set { replaceHandler(\.argumentOutOfRangeHandler, with: newValue) }
    }

    /// Called when an error reaches a binding, which cannot pass errors on: an error there
    /// is a programming error (handle it before binding, e.g. with `catchAndReturn`).
    ///
    /// The default, `defaultBindingErrorHandler`, stops the program with a message naming
    /// the binding and the error in debug builds (as RxSwift), and prints that message to
    /// standard error in release builds, where nothing crashes. Tests replace it to
    /// intercept binding errors.
    public static var bindingErrorHandler: BindingErrorHandler {
        get { handler(\.bindingErrorHandler) }
        set { replaceHandler(\.bindingErrorHandler, with: newValue) }
    }

    /// Called when a bounded buffer (`observe(on:buffer:)` with a dropping `BufferPolicy`)
    /// has dropped elements: at most once per batch its consumer drains, with the count
    /// since the subscription's previous report, and once more at disposal for drops not
    /// yet reported, so that no drop goes unreported. Called on the consumer's scheduler
    /// (or the disposing thread), with no lock held. A `values(bufferingPolicy:)` stream
    /// reports its drops here too: on the producing thread when the next element is
    /// enqueued, and when the stream ends.
    ///
    /// The default, `printingDroppedElementsHandler`, prints the first report of each
    /// subscription to standard error in debug builds and does nothing in release builds.
    /// Replace it to count drops in telemetry, or to check them in tests.
    public static var droppedElementsHandler: DroppedElementsHandler {
        get { handler(\.droppedElementsHandler) }
        set { replaceHandler(\.droppedElementsHandler, with: newValue) }
    }

    /// The default `droppedElementsHandler`: in debug builds, prints
    /// `Rheo: <report>` to standard error for the first report of each subscription (one
    /// line, however many follow); in release builds, nothing.
    public static let printingDroppedElementsHandler: DroppedElementsHandler = { report in
        #if DEBUG
        if report.isFirst {
            writeToStandardError("Rheo: \(report); later drops of this subscription are not printed\n")
        }
        #endif
    }

    /// Reports dropped elements through `droppedElementsHandler`. Call it with no lock held.
    @inline(never) @usableFromInline static func reportDroppedElements(_ report: DroppedElementsReport) {
        droppedElementsHandler(report)
    }

    /// The default `bindingErrorHandler`: `fatalError` in debug builds, a message on
    /// standard error in release builds.
    public static let defaultBindingErrorHandler: BindingErrorHandler = { binding, error in
        #if DEBUG
        let isDebugBuild = true
        #else
        let isDebugBuild = false
        #endif
        let response = bindingErrorResponse(binding: binding, error: error, isDebugBuild: isDebugBuild)
        switch response.withTrace(of: error) {
        case .stop(let message):
            fatalError(message)
        case .print(let message):
            writeToStandardError(message + "\n")
        }
    }

    /// What the default binding-error handler does in one build mode.
    enum BindingErrorResponse: Equatable {
        /// Stop the program with this message (debug builds).
        case stop(String)
        /// Print this message to standard error and go on (release builds).
        case print(String)

        /// The same response, its message followed by the sites `error` passed, when
        /// assembly tracking traced it.
        func withTrace(of error: Swift.Error) -> BindingErrorResponse {
            let trace = Hooks.traceLines(of: error)
            switch self {
            case .stop(let message):
                return .stop(message + trace)
            case .print(let message):
                return .print(message + trace)
            }
        }
    }

    /// The sites `error` passed as report lines (`AssemblyTracking.trace(of:)`), each
    /// ending in a newline after a first newline; empty when it has no trace.
    static func traceLines(of error: Swift.Error) -> String {
        let trace = AssemblyTracking.trace(of: error)
        if trace.isEmpty {
            return ""
        }
        return "\nthe error passed, where it was raised first:\n" + _describeSites(trace)
    }

    /// The default handler's policy, separate from the build mode so that tests in a debug
    /// build can check the release policy too.
    static func bindingErrorResponse(binding: String, error: Swift.Error, isDebugBuild: Bool) -> BindingErrorResponse {
        let message =
            "Rheo: binding error in \(binding): \(error). A binding cannot pass errors on; handle them before binding (catchAndReturn, asDriver(onErrorJustReturn:), ...)."
        return isDebugBuild ? .stop(message) : .print(message)
    }

    /// The default `defaultErrorHandler`: prints `Unhandled error happened: <error>` to
    /// standard output, followed by `subscription called from:` and the call stack when
    /// one was recorded, as RxSwift's default handler does.
    ///
    /// RxSwift prints only in its debug builds; this prints in every build configuration,
    /// because an error nobody handles would otherwise vanish without a trace in release
    /// builds. Replace `defaultErrorHandler` to send it to your own log, or to silence it.
    ///
    /// When assembly tracking traced the error (`AssemblyTracking.trace(of:)`), the sites it
    /// passed follow, from the stage that raised it to the subscription, one a line.
    public static let printingErrorHandler: DefaultErrorHandler = { callStack, error in
        print(unhandledErrorReport(error, callStack: callStack), terminator: "")
    }

    /// What `printingErrorHandler` prints: `unhandledErrorMessage`, then the sites `error`
    /// passed when assembly tracking traced it, each line ending in a newline.
    static func unhandledErrorReport(_ error: Swift.Error, callStack: [String]) -> String {
        var message = unhandledErrorMessage(error, callStack: callStack)
        let trace = traceLines(of: error)
        if !trace.isEmpty {
            message += String(trace.dropFirst()) + "\n"
        }
        return message
    }

    /// What `printingErrorHandler` prints, RxSwift's two lines (the second only with a
    /// recorded call stack), each ending in a newline.
    static func unhandledErrorMessage(_ error: Swift.Error, callStack: [String]) -> String {
        var message = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty {
            message += "subscription called from:\n" + callStack.joined(separator: "\n") + "\n"
        }
        return message
    }

    /// The default `contractViolationHandler`.
    public static let printingContractViolationHandler: ContractViolationHandler = { message in
        writeToStandardError("Rheo: contract violation: \(message)\n")
    }

    /// The default `argumentOutOfRangeHandler`: prints
    /// `Rheo: argument out of range: <message>` to standard error.
    public static let printingArgumentOutOfRangeHandler: ArgumentOutOfRangeHandler = { message in
        writeToStandardError("Rheo: argument out of range: \(message)\n")
    }

    @usableFromInline static let storage = Storage()

    // The first stored property is the atomic `recordCallStackOnError` flag.
    @usableFromInline final class Storage: @unchecked Sendable {
        // @unchecked: the flag is atomic; the handlers are read and written under `lock`.
        var recordCallStack = rheo_atomic_intptr()
        let lock = Lock()
        var defaultErrorHandler: DefaultErrorHandler = Hooks.printingErrorHandler
        var captureCallStack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
        var contractViolationHandler: ContractViolationHandler = Hooks.printingContractViolationHandler
        var bindingErrorHandler: BindingErrorHandler = Hooks.defaultBindingErrorHandler
        var argumentOutOfRangeHandler: ArgumentOutOfRangeHandler = Hooks.printingArgumentOutOfRangeHandler
        var droppedElementsHandler: DroppedElementsHandler = Hooks.printingDroppedElementsHandler
    }

    /// The handler at `keyPath`, read under the storage lock.
    private static func handler<Handler>(_ keyPath: KeyPath<Storage, Handler>) -> Handler {
        storage.lock.withLock { storage[keyPath: keyPath] }
    }

    /// Installs `newValue` as the handler at `keyPath`.
    private static func replaceHandler<Handler>(
        _ keyPath: ReferenceWritableKeyPath<Storage, Handler>, with newValue: Handler
    ) {
        let old = storage.lock.withLock { () -> Handler in
            let old = storage[keyPath: keyPath]
            storage[keyPath: keyPath] = newValue
            return old
        }
        // Released here, after unlocking: the old handler's deinit may be user code.
        _ = old
    }

    /// Reports a contract violation through `contractViolationHandler`. Call it with no lock held.
    ///
    /// With assembly tracking on, the message ends with the sites of the traced stage that
    /// was running (the one that broke the contract, or received the broken call) and of
    /// the stages downstream of it, down to the subscription.
    @usableFromInline static func reportContractViolation(_ message: String) {
        reportContractViolation(message, stage: nil)
    }

    /// `reportContractViolation(_:)` naming the chain from `stage` down, when it is still
    /// running, rather than from the stage running on this thread: for a violation whose
    /// stage is known and may not be the running one (a reentrant call into an observer
    /// comes from code downstream of it).
    static func reportContractViolation(_ message: String, stage: TraceNode?) {
        let chain = stage?.chainToSubscription() ?? AssemblyTracking.currentChain()
        if chain.isEmpty {
            contractViolationHandler(message)
        } else {
            contractViolationHandler(message + "\nin the chain, this stage first:\n" + _describeSites(chain))
        }
    }

    /// `reportContractViolation(_:)` for a misuse of `observable` before any of its stages
    /// runs (driving it off the main thread): the message ends with the sites recorded for
    /// `observable`, as no chain is running yet.
    static func reportContractViolation(_ message: String, builtBy observable: AnyObject) {
        let sites = _assemblyTrackingIsOn ? AssemblyRegistry.shared.sites(of: observable) : []
        if sites.isEmpty {
            contractViolationHandler(message)
        } else {
            contractViolationHandler(message + "\nthe sequence was built by:\n" + _describeSites(sites))
        }
    }

    /// Reports an error that reached a binding through `bindingErrorHandler`. Call it with
    /// no lock held. Out of line: errors are the slow path of every binding.
    @inline(never) @usableFromInline static func reportBindingError(in binding: String, _ error: Swift.Error) {
        bindingErrorHandler(binding, error)
    }

    /// Reports the explanation of an `argumentOutOfRange` through
    /// `argumentOutOfRangeHandler`. Only `RxError.argumentOutOfRange(reporting:)` calls it.
    static func reportArgumentOutOfRange(_ message: String) {
        argumentOutOfRangeHandler(message)
    }

    /// Reports `message` through `argumentOutOfRangeHandler` without raising an error: for
    /// an argument that RxSwift accepts, and so Rheo too, with the same events, but that is
    /// almost certainly a mistake (a negative time span, which both treat as zero). Call it
    /// with no lock held: the handler is user code. Out of line: the cold path of the
    /// `@inlinable` operators that check their arguments.
    @usableFromInline @inline(never) static func reportAcceptedArgumentOutOfRange(_ message: String) {
        argumentOutOfRangeHandler(message)
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
