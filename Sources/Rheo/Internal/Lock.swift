/// A non-recursive mutual-exclusion lock over `pthread_mutex_t`.
///
/// The mutex is the first stored property, so it lives at the object's stable address
/// (see `_atomicState(of:)`). Rheo never calls user code while holding one of these:
/// decide under the lock, act after it.
@usableFromInline
final class Lock: @unchecked Sendable {
    // @unchecked: a pthread mutex, which exists to be shared between threads.
    // First stored property: reached by address. Do not reorder.
    @usableFromInline var _mutex = Platform.Mutex()

    @usableFromInline init() {
        Platform.initializeMutex(_mutexPointer)
    }

    deinit {
        Platform.destroyMutex(_mutexPointer)
    }

    @usableFromInline var _mutexPointer: UnsafeMutablePointer<Platform.Mutex> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Platform.Mutex.self)
    }

    /// Acquires the lock.
    @usableFromInline func lock() {
        Platform.lock(_mutexPointer)
    }

    /// Releases the lock.
    @usableFromInline func unlock() {
        Platform.unlock(_mutexPointer)
    }

    /// Runs `body` with the lock held. `body` must not call user code.
    @inlinable func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
