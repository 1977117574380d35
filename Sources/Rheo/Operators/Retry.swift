extension ObservableType {
    /// Resubscribes to the source whenever it fails, for as long as it takes.
    ///
    /// The source's elements and completion pass through; its errors never do. The
    /// resubscription happens at once, on the thread that received the error; a source
    /// that fails synchronously is resubscribed in a loop, not recursively, so a million
    /// synchronous failures run without growing the stack.
    ///
    /// - Returns: The sequence that retries until the source completes.
    @inlinable public func retry(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        _assemble("retry", file, line) {
            // As RxSwift's, `catch(sequence:)` of the source repeated for ever, so that a
            // `retry()` retried again is walked in place (`maxTailRecursiveSinkStackSize`).
            Observable._catch(_CatchSources(_RepeatForever(asObservable())))
        }
    }

    /// Subscribes to the source up to `maxAttemptCount` times, resubscribing whenever it
    /// fails; the error of the last attempt is passed on.
    ///
    /// The source's elements and completion pass through. Resubscription happens at once, in
    /// a loop (see `retry()`).
    ///
    /// - Parameters:
    ///   - maxAttemptCount: How many subscriptions at most, the first included. As in
    ///     RxSwift, 0 completes at once without subscribing. Negative gives an
    ///     `RxError.argumentOutOfRange` error event instead (RxSwift traps).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence that retries.
    @inlinable public func retry(
        _ maxAttemptCount: Int, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("retry", file, line) {
            if maxAttemptCount < 0 {
                return Observable.error(
                    RxError.argumentOutOfRange(
                        reporting: "retry(\(maxAttemptCount)): maxAttemptCount must not be negative"), file: file,
                    line: line)
            }
            // As RxSwift's, `catch(sequence:)` of the source repeated `maxAttemptCount` times.
            return Observable._catch(_CatchSources(Swift.repeatElement(asObservable(), count: maxAttemptCount)))
        }
    }
}
