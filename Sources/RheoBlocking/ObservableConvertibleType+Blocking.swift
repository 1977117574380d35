import Foundation
import Rheo

extension ObservableConvertibleType {
    /// Turns the sequence into a `BlockingObservable`, whose operators subscribe and wait on
    /// the calling thread for the sequence to end, as RxBlocking's `toBlocking(timeout:)`.
    ///
    /// Meant for tests and command-line tools. See `BlockingObservable` for how the wait
    /// works and why blocking a thread the source needs deadlocks.
    ///
    /// - Parameter timeout: The longest wait in seconds, from the moment an operator is
    ///   called; nil (the default) or `.infinity` waits as long as it takes. Past it the
    ///   operator throws `RxError.timeout` and disposes the subscription. A negative or NaN
    ///   timeout makes every operator fail with `RxError.argumentOutOfRange` without
    ///   subscribing.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
