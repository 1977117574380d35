import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// RheoCocoa's logging settings, as RxCocoa's `Logging`.
///
/// Sendable: it has no stored instance state; `URLRequests` is guarded by a lock.
public struct Logging: Sendable {
    /// Decides whether a URL request made through `URLSession.rx` is logged.
    ///
    /// `@Sendable`, where RxCocoa's is not: it is process-wide and called on whichever
    /// thread subscribes to a request. A closure literal assigned to it compiles as in
    /// RxCocoa.
    public typealias LogURLRequest = @Sendable (URLRequest) -> Bool

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (RxCocoa's name, kept so that code moving from RxCocoa compiles.)
    /// Whether to print each URL request made through `URLSession.rx`, and its outcome, to
    /// standard output: the request as a `curl` command, then its status (or error) and
    /// duration.
    ///
    /// The default logs every request in debug builds (RheoCocoa built with `DEBUG`) and none
    /// in release builds, as RxCocoa. Turn it off with `Logging.URLRequests = { _ in false }`.
    /// It is called once per subscription, on the subscribing thread, with no lock held, and
    /// may be read and replaced from any thread.
    public static var URLRequests: LogURLRequest {
        get { loggingStorage.withLock { $0 } }
        set {
            // The old closure is released after unlocking: its captures' deinits may be user code.
            let old = loggingStorage.withLock { value in
                let old = value
                value = newValue
                return old
            }
            _ = old
        }
    }
}

/// The default of `Logging.URLRequests`.
private let defaultURLRequestLogging: Logging.LogURLRequest = { _ in
    #if DEBUG
    true
    #else
    false
    #endif
}

private let loggingStorage = LockedValue(defaultURLRequestLogging)
