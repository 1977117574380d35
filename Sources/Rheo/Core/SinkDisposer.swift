import CRheo

/// The lifetime of one subscription stage: a cancel token, the stage's stop flag, and the
/// holder of the stage's resources, all in one CRheo atomic word.
///
/// Lifetimes travel *upstream* at subscribe time: `Observable._subscribe(_:_:)` takes the
/// observer and the `SinkDisposer` that cancels it, and the producer hands whatever it
/// must release to that lifetime with `setSubscription(_:)` as soon as it has it, before
/// it emits anything. So disposal always reaches every stage at once, even while the
/// producers are still inside their synchronous `subscribe`, and synchronous producers
/// (`range`, `from`, `repeatElement`, ...) poll `isDisposed` between elements. Stateless
/// operators (`map`, `filter`) pass their downstream lifetime through; an operator that can
/// end its upstream on its own (`take`) creates a lifetime for it, an `ObserverBase`, and
/// hands that to its own lifetime.
///
/// State bits: `disposed`, `subscriptionClaimed`, `subscriptionSet`, `stopped`,
/// `subscriptionDetached`. `dispose()` and `setSubscription(_:)` race only through the
/// word: whichever of them comes second disposes the subscription, so it is disposed
/// exactly once, without a lock. A source that has ended the subscription on its side can
/// instead have the lifetime let go of it undisposed (`_detachSubscription()`), which
/// also settles through the word: the subscription is either disposed once or let go.
@usableFromInline
class SinkDisposer: Cancelable {
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    @usableFromInline final var _state = rheo_atomic_intptr()
    // Written once by the claimer, before `subscriptionSet` is published; then taken once:
    // read and cleared by whichever of `dispose()` and `setSubscription(_:)` comes second,
    // or cleared undisposed by `_detachSubscription()` if it sets its bit before `dispose()`.
    @usableFromInline final var _subscription: Disposable?
    #if DEBUG
    @usableFromInline let _tracker = SynchronizationTracker()
    #endif

    @usableFromInline static var disposedBit: Int { 1 }
    @usableFromInline static var subscriptionSetBit: Int { 2 }
    @usableFromInline static var stoppedBit: Int { 4 }
    @usableFromInline static var subscriptionClaimedBit: Int { 8 }
    @usableFromInline static var subscriptionDetachedBit: Int { 16 }

    @inlinable init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called.
    @inlinable public final var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & SinkDisposer.disposedBit != 0
    }

    /// Passes `event` to `deliver` if the grammar allows it: `next` only while neither
    /// stopped nor disposed, the first terminal event only, and disposal after it.
    ///
    /// Inlinable and always inlined: this is the per-event path of every subscription.
    @inlinable @inline(__always)
    final func _on<Element>(_ event: Event<Element>, _ deliver: (Event<Element>) -> Void) {
        #if DEBUG
        _tracker.register(self)
        defer { _tracker.unregister() }
        #endif
        switch event {
        case .next:
            if rheo_atomic_intptr_load_acquire(_atomicState(of: self))
                & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit) == 0
            {
                deliver(event)
            }
        case .error, .completed:
            if _tryStop() {
                deliver(event)
                dispose()
            }
        }
    }

    /// Marks the stage stopped; true only for the first caller, and only if not disposed.
    @inlinable final func _tryStop() -> Bool {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SinkDisposer.stoppedBit)
        return old & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit) == 0
    }

    /// Hands over what the stage must release; disposes it at once if already disposed.
    ///
    /// Called at most once per lifetime. A second call is a contract violation: it is
    /// reported and the extra disposable is disposed, so nothing leaks.
    @inlinable final func setSubscription(_ subscription: Disposable) {
        let claimed = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SinkDisposer.subscriptionClaimedBit)
        if claimed & SinkDisposer.subscriptionClaimedBit != 0 {
            _setSubscriptionTwiceSlowPath(subscription)
            return
        }
        _subscription = subscription
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SinkDisposer.subscriptionSetBit)
        if old & SinkDisposer.disposedBit != 0 {
            _disposeSubscription()
        }
    }

    @inline(never) @usableFromInline final func _setSubscriptionTwiceSlowPath(_ subscription: Disposable) {
        Hooks.reportContractViolation(
            "a subscription lifetime (\(type(of: self))) was given its upstream subscription twice; the second one is disposed"
        )
        subscription.dispose()
    }

    /// Disposes the stage's resources once; idempotent and safe from any thread.
    public final func dispose() {
        // Disposing a finished subscription (it disposed itself at its terminal event) is
        // the common case: a load settles it without the read-modify-write.
        if isDisposed {
            return
        }
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SinkDisposer.disposedBit)
        if old & SinkDisposer.disposedBit != 0 {
            return
        }
        if old & (SinkDisposer.subscriptionSetBit | SinkDisposer.subscriptionDetachedBit)
            == SinkDisposer.subscriptionSetBit
        {
            _disposeSubscription()
        }
        _didDispose()
    }

    /// Lets go of the handed-over subscription without disposing it, unless the lifetime
    /// was disposed first (then disposal has it); the lifetime stays live, and a later
    /// `dispose()` runs its own callbacks only.
    ///
    /// For a source that keeps the subscription's observer and has dropped it for good (a
    /// subject at its terminal event, disposal or deinit): the observer usually holds this
    /// lifetime, which holds the subscription, which is the observer, so without this the
    /// two would keep each other, and what the handlers capture, alive after the caller
    /// drops the lifetime. Call it only after `setSubscription(_:)` has returned; it is a
    /// no-op otherwise, and after the first call. Safe from any thread.
    @usableFromInline final func _detachSubscription() {
        let word = _atomicState(of: self)
        var old = rheo_atomic_intptr_load_acquire(word)
        while old & (SinkDisposer.disposedBit | SinkDisposer.subscriptionSetBit | SinkDisposer.subscriptionDetachedBit)
            == SinkDisposer.subscriptionSetBit
        {
            if rheo_atomic_intptr_compare_exchange_weak_acq_rel(word, &old, old | SinkDisposer.subscriptionDetachedBit)
            {
                // Won against `dispose()`, which now leaves `_subscription` alone.
                _subscription = nil
                return
            }
        }
    }

    /// Disposes the handed-over subscription; called exactly once, by whichever of
    /// `dispose()` and `setSubscription(_:)` comes second. A subclass may move the work
    /// elsewhere (`subscribe(on:)` disposes on its scheduler); the disposed bit is already
    /// set when this runs, so sources stop at once either way.
    @usableFromInline func _disposeSubscription() {
        let subscription = _subscription
        _subscription = nil
        subscription?.dispose()
    }

    /// Called once, after the first `dispose()`. Subclasses run their disposal callbacks here.
    @usableFromInline func _didDispose() {}
}

/// The lifetime returned by `subscribe(...)`: what the caller holds to end a subscription.
///
/// It holds the upstream resources and the `onDisposed` callback, never the observer or
/// its handlers, so that a disposed or finished subscription kept in a `DisposeBag` does
/// not keep the handlers (and what they capture) alive.
@usableFromInline
final class SubscriptionLifetime: SinkDisposer {
    // Set at init, cleared by the one `_didDispose` call: no access can overlap another,
    // so it skips the dynamic exclusivity check (a `swift_beginAccess` per subscription).
    @exclusivity(unchecked) @usableFromInline var _onDisposed: (() -> Void)?

    @inlinable init(onDisposed: (() -> Void)?) {
        _onDisposed = onDisposed
        super.init()
    }

    @usableFromInline override func _didDispose() {
        let onDisposed = _onDisposed
        _onDisposed = nil
        onDisposed?()
    }
}
