/// Awaits the last element of a sequence (nil if it completes empty), for the `value`
/// bridges of `Single`, `Maybe` and `Completable`.
///
/// The continuation is resumed exactly once: by the terminal event, by a subscribe-time
/// error, or by the awaiting task's cancellation, whichever claims it first under `_lock`;
/// the winner resumes after unlocking, and the others find it gone. Cancellation also
/// disposes the subscription, so the source is released at once and no continuation is
/// left waiting on a sequence that may never end.
final class AsyncValueAwaiter<Element>: @unchecked Sendable {
    // @unchecked: continuation state under `_lock`, atomic lifetime, `_last` grammar-serialized (see below).
    // Sendable: `_continuation` and `_isCancelled` are guarded by `_lock`; `_lifetime` is
    // thread-safe (atomic state word); `_last` is written and read only by the event
    // closure, which the Rx grammar serializes.
    typealias Continuation = CheckedContinuation<_UncheckedSendableBox<Element?>, Swift.Error>

    private let _lock = Lock()
    private var _continuation: Continuation?
    private var _isCancelled = false
    private let _lifetime = SubscriptionLifetime(onDisposed: nil)

    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes to `source` and returns its last element, nil if it completed with none.
    ///
    /// - Throws: The sequence's error, or `CancellationError` if the awaiting task is
    ///   cancelled before the sequence ends (at once, also if it was cancelled before).
    nonisolated(nonsending) static func lastElement(of source: Observable<Element>) async throws -> Element? {
        let awaiter = AsyncValueAwaiter()
        let box = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Continuation) in
                awaiter._start(source, continuation)
            }
        } onCancel: {
            awaiter._cancel()
        }
        return box.value
    }

    private func _start(_ source: Observable<Element>, _ continuation: Continuation) {
        let cancelled = _lock.withLock { () -> Bool in
            if _isCancelled { return true }
            _continuation = continuation
            return false
        }
        if cancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        var last: Element?
        source._subscribe(
            EventSink { [self] event in
                _lifetime._on(event) { event in
                    switch event {
                    case .next(let element):
                        last = element
                    case .error(let error):
                        _claim()?.resume(throwing: error)
                    case .completed:
                        // The element is handed to the awaiting task and not used here again.
                        _claim()?.resume(returning: _UncheckedSendableBox(last))
                        last = nil
                    }
                }
            }, _lifetime)
    }

    private func _cancel() {
        let continuation = _lock.withLock { () -> Continuation? in
            _isCancelled = true
            let continuation = _continuation
            _continuation = nil
            return continuation
        }
        _lifetime.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    /// Takes the continuation, once.
    private func _claim() -> Continuation? {
        _lock.withLock {
            let continuation = _continuation
            _continuation = nil
            return continuation
        }
    }
}
