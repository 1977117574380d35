import CRheo

/// Runs an action on its first `dispose()`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: the atomic state word lets exactly one caller take and run the action (Rx: dispose from any thread).
    // First stored property: reached by address. Do not reorder.
    var _state = rheo_atomic_intptr()
    // Read and cleared only by the caller that wins the state exchange.
    private var _action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        _action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) != 0
    }

    func dispose() {
        if rheo_atomic_intptr_exchange_acq_rel(_atomicState(of: self), 1) == 0 {
            let action = _action
            _action = nil
            action?()
        }
    }
}
