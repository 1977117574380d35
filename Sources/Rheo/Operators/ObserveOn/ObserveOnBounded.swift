import Foundation

extension ObservableType {
    /// Delivers the events of the sequence on `scheduler`, in order, keeping at most
    /// `policy.limit` elements waiting for it.
    ///
    /// `observe(on:)` (RxSwift's operator) keeps every element while the observer is
    /// behind, so a producer faster than its consumer grows memory without bound. This
    /// overload, which RxSwift lacks, applies `policy` instead (see `BufferPolicy`):
    /// drop the newest or the oldest waiting element, fail with a `BufferOverflowError`, or
    /// make the producer wait. `.unbounded` is exactly `observe(on:)`.
    ///
    /// The events and times are those of `observe(on:)` for whatever is kept: on a
    /// virtual-time scheduler and schedulers Rheo does not know, one scheduled action
    /// delivers one event; on Rheo's schedulers of real queues, one action delivers up to
    /// 1,024. Terminal events are never dropped and never wait; they are delivered after the
    /// elements kept. Dropped elements are reported through `Hooks.droppedElementsHandler`
    /// at most once per action.
    ///
    /// - Parameters:
    ///   - scheduler: Where the observer receives events.
    ///   - policy: What happens when `policy.limit` elements wait. A limit below 1 ends the
    ///     sequence with `RxError.argumentOutOfRange` at subscription, explained through
    ///     `Hooks.argumentOutOfRangeHandler`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func observe(
        on scheduler: ImmediateSchedulerType, buffer policy: BufferPolicy,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        if policy._kind == .unbounded {
            return observe(on: scheduler, file: file, line: line)
        }
        return _assemble("observe(on:buffer:)", file, line) {
            if policy.limit < 1 {
                return Observable.error(
                    RxError.argumentOutOfRange(
                        reporting: "observe(on:buffer: .\(policy)): limit must be at least 1"),
                    file: file, line: line)
            }
            // As `observe(on:)`: batches where the scheduler is Rheo's real queue, one event
            // per action where a test observes each step's time.
            let batchLimit = scheduler is BatchingScheduler ? 1_024 : 1
            return Producer((source: asObservable(), scheduler: scheduler, policy: policy, batchLimit: batchLimit)) {
                producer, observer, lifetime in
                let sink = ObserveOnBoundedSink(
                    scheduler: producer._state.scheduler, policy: producer._state.policy,
                    batchLimit: producer._state.batchLimit, site: _assemblySite(of: producer),
                    downstream: observer, parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink._upstream)
            }
        }
    }
}

/// The site `observable` was built at, when assembly tracking is on; for the reports of a
/// bounded buffer.
@usableFromInline func _assemblySite(of observable: some ObservableConvertibleType) -> AssemblySite? {
    AssemblyTracking.isEnabled ? AssemblyTracking.sites(of: observable).first : nil
}

/// One bounded `observe(on:buffer:)` subscription: a FIFO of at most `policy.limit`
/// elements under a lock (never held while the observer or a hook runs, docs/Contracts.md
/// rule 2), drained by at most one scheduled action at a time, each delivering up to
/// `batchLimit` events.
///
/// The lock is a condition so that a producer under `block(limit:)` can wait for room;
/// the drain signals it after taking an element.
@usableFromInline
final class ObserveOnBoundedSink<Element>: ObserverBase<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: every `var` is touched only under `_condition`.
    @usableFromInline let _scheduler: ImmediateSchedulerType
    @usableFromInline let _policy: BufferPolicy
    @usableFromInline let _batchLimit: Int
    @usableFromInline let _site: AssemblySite?
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _upstream = SinkDisposer()
    @usableFromInline let _condition = NSCondition()
    // The waiting elements.
    @usableFromInline var _buffer = HeadIndexedQueue<Element>()
    // The terminal event, waiting behind the elements.
    @usableFromInline var _terminal: Event<Element>?
    // No more upstream events are taken: a terminal arrived, the buffer failed, or disposed.
    @usableFromInline var _closed = false
    @usableFromInline var _scheduled = false
    // The pending action's disposable, and how many steps started (see the stepwise sink).
    @usableFromInline var _pending: Disposable?
    @usableFromInline var _steps = 0
    @usableFromInline var _unreported = 0
    @usableFromInline var _droppedTotal = 0
    // A producer waits for room (`block`).
    @usableFromInline var _producerWaits = false
    // The thread running the drain, so that a producer called from inside the observer
    // does not wait for the drain it is part of.
    @usableFromInline var _drainThread: pthread_t?

    @inlinable init(
        scheduler: ImmediateSchedulerType, policy: BufferPolicy, batchLimit: Int, site: AssemblySite?,
        downstream: EventSink<Element>, parent: SinkDisposer
    ) {
        _scheduler = scheduler
        _policy = policy
        _batchLimit = batchLimit
        _site = site
        _downstream = downstream
        super.init(parent: parent)
        setSubscription(_upstream)
    }

    @inlinable var _waitingCount: Int { _buffer.count }

    /// Receives an upstream event: queues it under the policy, and schedules a drain if
    /// none is pending.
    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            _condition.lock()
            if _closed {
                _condition.unlock()
                return
            }
            if _waitingCount < _policy.limit {
                _buffer.append(element)
                let start = _claimDrain()
                _condition.unlock()
                if start {
                    _schedule()
                }
                return
            }
            _condition.unlock()
            _onFullSlowPath(element)
        case .error, .completed:
            _close(with: event)
        }
    }

    /// Under the lock: true if the caller must schedule the drain.
    @inlinable func _claimDrain() -> Bool {
        if _scheduled {
            return false
        }
        _scheduled = true
        return true
    }

    /// An element arrived to a full buffer: applies the policy. The drain may have made
    /// room since the caller looked, so the lock is taken again and the count checked anew.
    @inlinable @inline(never) func _onFullSlowPath(_ element: Element) {
        switch _policy._kind {
        case .dropNewest, .dropOldest:
            let (start, dropped) = _condition.withLock { () -> (Bool, Element?) in
                guard !_closed else { return (false, nil) }
                var dropped: Element?
                if _waitingCount >= _policy.limit {
                    _unreported += 1
                    _droppedTotal += 1
                    if _policy._kind == .dropNewest {
                        return (false, element)
                    }
                    dropped = _buffer.removeFirst()
                }
                _buffer.append(element)
                return (_claimDrain(), dropped)
            }
            // Released after unlocking: an element's deinit may be user code.
            _ = dropped
            if start {
                _schedule()
            }
        case .fail:
            let full = _condition.withLock { _waitingCount >= _policy.limit }
            if full {
                _close(with: .error(_overflowError(.overflow)), disposingUpstream: true)
            } else {
                on(.next(element))
            }
        case .block, .unbounded:
            _waitForRoomSlowPath(element)
        }
    }

    /// `block`: waits until the drain takes an element, unless waiting here would stall the
    /// drain, which then fails the sequence.
    @inlinable @inline(never) func _waitForRoomSlowPath(_ element: Element) {
        let onDrainThread = _condition.withLock { _drainThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
        if onDrainThread || _waitingHereWouldStall(_scheduler) {
            _close(with: .error(_overflowError(.waitingWouldDeadlock)), disposingUpstream: true)
            return
        }
        _condition.lock()
        while !_closed && !isDisposed && _waitingCount >= _policy.limit {
            _producerWaits = true
            _condition.wait()
        }
        _producerWaits = false
        if _closed || isDisposed {
            _condition.unlock()
            return
        }
        _buffer.append(element)
        let start = _claimDrain()
        _condition.unlock()
        if start {
            _schedule()
        }
    }

    @inlinable func _overflowError(_ reason: BufferOverflowError.Reason) -> BufferOverflowError {
        BufferOverflowError(operatorName: "observe(on:buffer:)", site: _site, limit: _policy.limit, reason: reason)
    }

    /// Queues `terminal` behind the elements and takes nothing more; with
    /// `disposingUpstream`, stops the source at once (the buffer failed).
    @inlinable func _close(with terminal: Event<Element>, disposingUpstream: Bool = false) {
        let start = _condition.withLock { () -> Bool? in
            guard !_closed else { return nil }
            _closed = true
            _terminal = terminal
            return _claimDrain()
        }
        guard let start else { return }
        if disposingUpstream {
            _upstream.dispose()
        }
        if start {
            _schedule()
        }
    }

    /// Under the lock: the drops not yet reported, as a report, and none left unreported.
    @inlinable func _takeDropReport() -> DroppedElementsReport? {
        guard _unreported > 0 else { return nil }
        let report = DroppedElementsReport(
            operatorName: "observe(on:buffer:)", site: _site, policy: _policy, count: _unreported,
            total: _droppedTotal)
        _unreported = 0
        return report
    }

    /// Schedules the next drain, and keeps its disposable for disposal to cancel (with the
    /// stepwise sink's care for a step that starts before `schedule` returns).
    @inlinable func _schedule() {
        let stepsBefore = _condition.withLock { _steps }
        let disposable = _scheduler.schedule(self) { sink in
            sink._drain()
            return Disposables.create()
        }
        let replaced = _condition.withLock { () -> (stored: Bool, previous: Disposable?) in
            guard _steps == stepsBefore, !isDisposed else { return (false, nil) }
            let previous = _pending
            _pending = disposable
            return (true, previous)
        }
        // Released, or disposed, after unlocking: a scheduler's disposable may be user code.
        _ = replaced.previous
        if !replaced.stored, isDisposed {
            disposable.dispose()
        }
    }

    /// Delivers up to `batchLimit` waiting events, reports drops once, then schedules the
    /// next drain if more wait.
    @inlinable func _drain() {
        let finished = _condition.withLock { () -> Disposable? in
            _steps &+= 1
            let finished = _pending
            _pending = nil
            _drainThread = pthread_self()
            return finished
        }
        _ = finished
        var delivered = 0
        while delivered < _batchLimit {
            _condition.lock()
            if isDisposed {
                _condition.unlock()
                break
            }
            if _waitingCount > 0 {
                let element = _buffer.removeFirst()
                if _producerWaits {
                    _condition.signal()
                }
                _condition.unlock()
                _on(.next(element)) { _downstream.on($0) }
                delivered += 1
                continue
            }
            if let terminal = _terminal {
                _terminal = nil
                let report = _takeDropReport()
                _condition.unlock()
                if let report {
                    Hooks.reportDroppedElements(report)
                }
                _on(terminal) { _downstream.on($0) }
                delivered += 1
            } else {
                _condition.unlock()
            }
            break
        }
        let (report, more) = _condition.withLock { () -> (DroppedElementsReport?, Bool) in
            _drainThread = nil
            let more = !isDisposed && (_waitingCount > 0 || _terminal != nil)
            if !more {
                _scheduled = false
            }
            return (_takeDropReport(), more)
        }
        if let report {
            Hooks.reportDroppedElements(report)
        }
        if more {
            _schedule()
        }
    }

    @usableFromInline override func _didDispose() {
        let (pending, released, report) = _condition.withLock {
            () -> (Disposable?, [Element], DroppedElementsReport?) in
            _closed = true
            let pending = _pending
            _pending = nil
            let released = _buffer.takeAll()
            if _producerWaits {
                _condition.broadcast()
            }
            return (pending, released, _takeDropReport())
        }
        // Disposed, released and reported after unlocking: a scheduler's disposable, an
        // element's deinit and the hook may be user code.
        pending?.dispose()
        _ = released
        if let report {
            Hooks.reportDroppedElements(report)
        }
    }
}
