import CRheo

/// A disposable whose teardown runs once, for the first `dispose()` from any thread: the
/// rule `AnonymousDisposable` and `BinaryDisposable` share.
///
/// A conforming class keeps its atomic state word as its *first* stored property (see
/// `_atomicState(of:)`); an atomic exchange on it picks the one caller that tears down.
protocol DisposeOnce: Cancelable, AnyObject {
    /// Takes what the disposable holds and runs or disposes it. Runs at most once, on the
    /// thread of the `dispose()` that won, with no lock held.
    func _tearDown()
}

extension DisposeOnce {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) != 0
    }

    /// Tears down on the first call; later calls, concurrent or not, do nothing.
    func dispose() {
        if rheo_atomic_intptr_exchange_acq_rel(_atomicState(of: self), 1) == 0 {
            _tearDown()
        }
    }
}
