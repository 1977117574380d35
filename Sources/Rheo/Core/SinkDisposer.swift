import CRheo

/// The lifetime of one subscription stage: a cancel token, the stage's stop flag, and the
/// holder of the upstream subscription, all in one CRheo atomic word.
///
/// Rheo passes lifetimes *upstream* at subscribe time: `Observable._subscribe(_:_:)` takes
/// the observer closure and the `SinkDisposer` that cancels it. Synchronous producers
/// (`range`, `from`, `repeatElement`, ...) poll `isDisposed` between elements, so disposal
/// stops them even before their `subscribe` call has returned. Stateless operators (`map`,
/// `filter`) pass their downstream lifetime through and allocate none of their own; an
/// operator that can end its upstream on its own (`take`) owns one, as an `ObserverBase`.
///
/// State bits: `disposed`, `subscriptionSet`, `stopped`. `dispose()` and
/// `setSubscription(_:)` race only through the word: whichever of them comes second
/// disposes the subscription, so it is disposed exactly once, without a lock.
@usableFromInline
class SinkDisposer: Cancelable {
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    @usableFromInline var _state = rheo_atomic_intptr()
    // Written once before `subscriptionSet` is published, then read and cleared only by
    // the caller that observes both `subscriptionSet` and `disposed`.
    @usableFromInline var _subscription: Disposable?

    @usableFromInline static var disposedBit: Int { 1 }
    @usableFromInline static var subscriptionSetBit: Int { 2 }
    @usableFromInline static var stoppedBit: Int { 4 }

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

    /// Whether a `next` event may still be delivered: neither stopped nor disposed.
    @inlinable final var _isAccepting: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit) == 0
    }

    /// Marks the stage stopped; true only for the first caller, and only if not disposed.
    @inlinable final func _tryStop() -> Bool {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SinkDisposer.stoppedBit)
        return old & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit) == 0
    }

    /// Hands over the upstream subscription; disposes it at once if already disposed.
    ///
    /// Called once per lifetime. A second call is a contract violation: it is reported and
    /// the extra disposable is disposed, so nothing leaks.
    @inlinable final func setSubscription(_ subscription: Disposable) {
        let state = rheo_atomic_intptr_load_acquire(_atomicState(of: self))
        if state & SinkDisposer.subscriptionSetBit != 0 {
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
        Hooks.reportContractViolation("a subscription lifetime (\(type(of: self))) was given its upstream subscription twice; the second one is disposed")
        subscription.dispose()
    }

    /// Disposes the upstream subscription once; idempotent and safe from any thread.
    public final func dispose() {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SinkDisposer.disposedBit)
        if old & SinkDisposer.disposedBit != 0 {
            return
        }
        if old & SinkDisposer.subscriptionSetBit != 0 {
            _disposeSubscription()
        }
        _didDispose()
    }

    @usableFromInline final func _disposeSubscription() {
        let subscription = _subscription
        _subscription = nil
        subscription?.dispose()
    }

    /// Called once, after the first `dispose()`. Subclasses run their disposal callbacks here.
    @usableFromInline func _didDispose() {}
}
