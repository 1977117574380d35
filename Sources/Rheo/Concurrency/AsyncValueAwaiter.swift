/// Awaits the last element of a sequence (nil if it completes empty), for the `value`
/// bridges of `Single`, `Maybe` and `Completable`.
///
/// The continuation is resumed exactly once: by the terminal event, by a subscribe-time
/// error, or by the awaiting task's cancellation, whichever claims it first under `_lock`;
/// the winner resumes after unlocking, and the others find it gone.
///
/// A cancellation that comes before `subscribe` has returned (the task was already
/// cancelled, or is cancelled from another thread meanwhile) is acted on once `subscribe`
/// returns, as RxSwift's `value` does (its cancellation handler disposes a
/// `SingleAssignmentDisposable` that the subscription is assigned to afterwards): a source
/// that ends during `subscribe` delivers its outcome (`Single.just(1).value` is 1 in a
/// cancelled task). A source still running then, or cancelled later, is disposed at once
/// and the wait throws `CancellationError`, where RxSwift never resumes the awaiting task.
final class AsyncValueAwaiter<Element>: @unchecked Sendable {
    // @unchecked: `_continuation`, `_isCancelled` and `_isSubscribed` are guarded by `_lock`;
    // `_lifetime` is thread-safe (atomic state word); `_last` is written and read only by
    // the event closure, which the Rx grammar serializes.
    typealias Continuation = CheckedContinuation<_UncheckedSendableBox<Element?>, Swift.Error>

    private let _lock = Lock()
    private var _continuation: Continuation?
    private var _isCancelled = false
    /// Whether `subscribe` has returned: until then a cancellation is only recorded.
    private var _isSubscribed = false
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
    ///   cancelled before the sequence ends (at once if `subscribe` has returned; if the
    ///   task was cancelled before, as soon as `subscribe` returns without the sequence
    ///   having ended).
    nonisolated(nonsending) static func lastElement(of source: Observable<Element>) async throws -> Element? {
        let awaiter = AsyncValueAwaiter()
        let box = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Continuation) in
                awaiter._start(source, continuation)
            }
        } onCancel: {
            awaiter._cancel()
        }
        return box._value
    }

    private func _start(_ source: Observable<Element>, _ continuation: Continuation) {
        _lock.withLock { _continuation = continuation }
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
        let (isCancelled, unclaimed) = _lock.withLock { () -> (Bool, Continuation?) in
            _isSubscribed = true
            guard _isCancelled else { return (false, nil) }
            let continuation = _continuation
            _continuation = nil
            return (true, continuation)
        }
        if isCancelled {
            // Nil when the source ended during `subscribe`: its outcome was delivered.
            _lifetime.dispose()
            unclaimed?.resume(throwing: CancellationError())
        }
    }

    private func _cancel() {
        let (isSubscribed, continuation) = _lock.withLock { () -> (Bool, Continuation?) in
            _isCancelled = true
            // Before `subscribe` returns, `_start` acts on the cancellation.
            guard _isSubscribed else { return (false, nil) }
            let continuation = _continuation
            _continuation = nil
            return (true, continuation)
        }
        guard isSubscribed else { return }
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
