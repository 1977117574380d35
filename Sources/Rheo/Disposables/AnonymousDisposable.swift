import CRheo

/// Runs an action on its first `dispose()`.
final class AnonymousDisposable: DisposeOnce, @unchecked Sendable {
    // @unchecked: the atomic state word lets exactly one caller take and run the action (Rx: dispose from any thread).
    // First stored property: reached by address. Do not reorder.
    var _state = rheo_atomic_intptr()
    // Read and cleared only by `_tearDown`, which runs once.
    private var _action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        _action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func _tearDown() {
        let action = _action
        _action = nil
        action?()
    }
}
