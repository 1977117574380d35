import Foundation

extension ObservableConvertibleType {
    /// The sequence's elements as an `AsyncThrowingStream` whose buffer follows a
    /// `BufferPolicy`, the policies of `observe(on:buffer:)`.
    ///
    /// `values(bufferingPolicy:)` offers `AsyncStream`'s policies, which can only drop.
    /// This overload, which RxSwift lacks, takes every `BufferPolicy`: `.dropNewest(limit:)`,
    /// `.dropOldest(limit:)` and `.keepLatest` drop (each burst of drops reported through
    /// `Hooks.droppedElementsHandler` when the loop next takes an element, and the rest when
    /// the stream ends); `.fail(limit:)` ends the stream, after the elements kept, with a
    /// `BufferOverflowError` and disposes the subscription; `.block(limit:)` makes the
    /// sending thread wait until the loop takes an element, except where that wait could
    /// stall the loop: on the main thread (the loop may run on the main actor) and inside
    /// a task (the sender would hold one of Swift concurrency's few threads), where it fails
    /// as `.fail` does, with `reason == .waitingWouldDeadlock`. `.unbounded` is `values`.
    ///
    /// Subscribes at once and ends as `values` does: the stream finishes when the sequence
    /// completes and throws its error, after the elements kept; a cancelled consumer
    /// disposes the subscription and the loop throws `CancellationError`; releasing the
    /// stream disposes the subscription.
    ///
    /// - Parameter policy: What happens when `policy.limit` elements wait for the loop. A
    ///   limit below 1 does not subscribe: the stream fails at once with
    ///   `RxError.argumentOutOfRange`, explained through `Hooks.argumentOutOfRangeHandler`.
    /// - Returns: The stream.
    public func values(buffer policy: BufferPolicy) -> AsyncThrowingStream<Element, Swift.Error> {
        if policy._kind == .unbounded {
            return values
        }
        if policy.limit < 1 {
            let error = RxError.argumentOutOfRange(
                reporting: "values(buffer: .\(policy)): limit must be at least 1")
            return AsyncThrowingStream { $0.finish(throwing: error) }
        }
        let buffer = _BoundedValuesBuffer<Element>(policy: policy)
        let handle = _BoundedValuesHandle(buffer)
        buffer._subscribe(asObservable())
        return AsyncThrowingStream {
            try await handle._buffer.next()
        }
    }
}

extension Observable {
    /// `values(buffer:)` of a sequence that cannot fail, as an `AsyncStream`: what
    /// `Infallible` and `SharedSequence` share.
    ///
    /// Where the throwing stream throws, this one ends: the `BufferOverflowError` of
    /// `.fail` or of a `.block` that could not wait, an error of the source (only the cases
    /// `InfallibleType` lists can produce one) and a bad limit are reported to
    /// `Hooks.defaultErrorHandler`, as an unhandled error; a cancelled loop just ends.
    static func _nonFailingBoundedValues(_ source: Observable<Element>, policy: BufferPolicy) -> AsyncStream<Element> {
        if policy._kind == .unbounded {
            return _nonFailingValues(source, bufferingPolicy: .unbounded)
        }
        if policy.limit < 1 {
            Hooks.reportUnhandledError(
                RxError.argumentOutOfRange(reporting: "values(buffer: .\(policy)): limit must be at least 1"),
                callStack: [])
            return AsyncStream { $0.finish() }
        }
        let buffer = _BoundedValuesBuffer<Element>(policy: policy)
        let handle = _BoundedValuesHandle(buffer)
        buffer._subscribe(source)
        return AsyncStream {
            do {
                return try await handle._buffer.next()
            } catch is CancellationError {
                return nil
            } catch {
                Hooks.reportUnhandledError(error, callStack: [])
                return nil
            }
        }
    }
}

/// What the stream of `values(buffer:)` holds: disposing the subscription when the stream
/// is released. The subscription holds the buffer, and the buffer does not hold this, so
/// the stream's release is seen even while the source keeps sending.
final class _BoundedValuesHandle<Element>: Sendable {
    let _buffer: _BoundedValuesBuffer<Element>

    init(_ buffer: _BoundedValuesBuffer<Element>) {
        _buffer = buffer
    }

    deinit {
        _buffer._consumerGone()
    }
}

/// The buffer between the source's events and the loop of `values(buffer:)`: a FIFO of
/// at most `policy.limit` elements, the terminal event behind them, and the loop's
/// continuation while it waits. Every `var` is touched under `_condition`, which is never
/// held while a continuation resumes, the hook runs or the subscription is disposed
/// (docs/Contracts.md rule 2); a condition so that a sender under `.block` can wait.
final class _BoundedValuesBuffer<Element>: @unchecked Sendable {
    // @unchecked: every `var` is touched only under `_condition`.
    let _policy: BufferPolicy
    let _condition = NSCondition()
    let _subscription = SingleAssignmentDisposable()
    var _elements = HeadIndexedQueue<Element>()
    // How the stream ends, after the elements: nil (finished) or an error.
    var _end: Swift.Error??
    // The loop, waiting for an element or the end.
    var _waiter: CheckedContinuation<_UncheckedSendableBox<Element>?, Swift.Error>?
    var _senderWaits = false
    var _unreported = 0
    var _droppedTotal = 0

    init(policy: BufferPolicy) {
        _policy = policy
    }

    var _waitingCount: Int { _elements.count }

    func _subscribe(_ source: Observable<Element>) {
        _subscription.setDisposable(
            source.subscribe { [self] event in
                switch event {
                case .next(let element): _onNext(element)
                case .error(let error): _end(with: error)
                case .completed: _end(with: nil)
                }
            })
    }

    // MARK: The sender's side

    func _onNext(_ element: Element) {
        _condition.lock()
        if _end != nil {
            _condition.unlock()
            return
        }
        if let waiter = _waiter {
            // The loop waits, so nothing is buffered: hand the element over.
            _waiter = nil
            _condition.unlock()
            // Handed over to the loop; the sender does not use it again.
            waiter.resume(returning: _UncheckedSendableBox(element))
            return
        }
        if _waitingCount < _policy.limit {
            _elements.append(element)
            _condition.unlock()
            return
        }
        switch _policy._kind {
        case .dropNewest:
            _unreported += 1
            _droppedTotal += 1
            _condition.unlock()
        case .dropOldest:
            let dropped = _elements.removeFirst()
            _elements.append(element)
            _unreported += 1
            _droppedTotal += 1
            _condition.unlock()
            // Released after unlocking: an element's deinit may be user code.
            _ = dropped
        case .fail:
            _condition.unlock()
            _overflow(.overflow)
        case .block, .unbounded:
            _condition.unlock()
            _waitForRoom(element)
        }
    }

    /// `.block`: waits until the loop takes an element, unless waiting here could stall it.
    func _waitForRoom(_ element: Element) {
        if MainScheduler.isMainThread || withUnsafeCurrentTask(body: { $0 != nil }) {
            _overflow(.waitingWouldDeadlock)
            return
        }
        _condition.lock()
        while _end == nil && _waitingCount >= _policy.limit {
            _senderWaits = true
            _condition.wait()
        }
        _senderWaits = false
        guard _end == nil else {
            _condition.unlock()
            return
        }
        if let waiter = _waiter {
            _waiter = nil
            _condition.unlock()
            // Handed over to the loop; the sender does not use it again.
            waiter.resume(returning: _UncheckedSendableBox(element))
            return
        }
        _elements.append(element)
        _condition.unlock()
    }

    /// Ends the stream after the elements kept with a `BufferOverflowError`, and stops the
    /// source.
    func _overflow(_ reason: BufferOverflowError.Reason) {
        _end(with: BufferOverflowError(operatorName: "values(buffer:)", limit: _policy.limit, reason: reason))
        _subscription.dispose()
    }

    /// The source ended (`error` nil: completed), or the stream failed: the end waits
    /// behind the elements kept. A loop waiting now has nothing left to take.
    func _end(with error: Swift.Error?) {
        _condition.lock()
        guard _end == nil else {
            _condition.unlock()
            return
        }
        _end = .some(error)
        let waiter = _waiter
        _waiter = nil
        let report = waiter == nil ? nil : _takeDropReport()
        _condition.unlock()
        if let report {
            Hooks.reportDroppedElements(report)
        }
        if let waiter {
            if let error {
                waiter.resume(throwing: error)
            } else {
                waiter.resume(returning: nil)
            }
        }
    }

    // MARK: The loop's side

    /// The next element, or nil at the end; throws the sequence's error, the overflow
    /// error or `CancellationError` after the elements kept.
    func next() async throws -> Element? {
        let taken = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<_UncheckedSendableBox<Element>?, Swift.Error>) in
                _take(continuation)
            }
        } onCancel: {
            _cancel()
        }
        return taken?._value
    }

    /// Resumes `continuation` with what is waiting, or keeps it until something arrives.
    func _take(_ continuation: CheckedContinuation<_UncheckedSendableBox<Element>?, Swift.Error>) {
        _condition.lock()
        if _waitingCount > 0 {
            let element = _elements.removeFirst()
            if _senderWaits {
                _condition.signal()
            }
            let report = _takeDropReport()
            _condition.unlock()
            if let report {
                Hooks.reportDroppedElements(report)
            }
            continuation.resume(returning: _UncheckedSendableBox(element))
            return
        }
        if let end = _end {
            let report = _takeDropReport()
            _condition.unlock()
            if let report {
                Hooks.reportDroppedElements(report)
            }
            if let error = end {
                // Thrown once: the stream finishes after a throw and asks no more.
                continuation.resume(throwing: error)
            } else {
                continuation.resume(returning: nil)
            }
            return
        }
        if Task.isCancelled {
            _condition.unlock()
            _cancel()
            continuation.resume(throwing: CancellationError())
            return
        }
        _waiter = continuation
        _condition.unlock()
    }

    /// The loop's task was cancelled: as `values`, the subscription is disposed and the
    /// loop throws `CancellationError` (at once if it waits, else after what is buffered).
    func _cancel() {
        _end(with: CancellationError())
        _subscription.dispose()
        _releaseSender()
    }

    /// The stream was released: nobody will read what waits.
    func _consumerGone() {
        _condition.lock()
        if _end == nil {
            _end = .some(CancellationError())
        }
        let released = _elements.takeAll()
        let report = _takeDropReport()
        _condition.unlock()
        _subscription.dispose()
        _releaseSender()
        _ = released
        if let report {
            Hooks.reportDroppedElements(report)
        }
    }

    /// Wakes a sender waiting for room, which then sees the end.
    func _releaseSender() {
        _condition.lock()
        if _senderWaits {
            _condition.broadcast()
        }
        _condition.unlock()
    }

    // MARK: Under the lock

    func _takeDropReport() -> DroppedElementsReport? {
        guard _unreported > 0 else { return nil }
        let report = DroppedElementsReport(
            operatorName: "values(buffer:)", site: nil, policy: _policy, count: _unreported, total: _droppedTotal)
        _unreported = 0
        return report
    }
}
