import CRheo

/// Disposes two disposables, in order, on its first `dispose()`.
final class BinaryDisposable: DisposeOnce, @unchecked Sendable {
    // @unchecked: the atomic state word lets exactly one caller take and dispose the pair.
    // First stored property: reached by address. Do not reorder.
    var _state = rheo_atomic_intptr()
    // Read and cleared only by `_tearDown`, which runs once.
    private var _disposable1: Disposable?
    private var _disposable2: Disposable?

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        _disposable1 = disposable1
        _disposable2 = disposable2
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func _tearDown() {
        let first = _disposable1
        let second = _disposable2
        _disposable1 = nil
        _disposable2 = nil
        first?.dispose()
        second?.dispose()
    }
}
