#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-recursive mutual-exclusion lock over `pthread_mutex_t`.
///
/// The mutex is the first stored property, so it lives at the object's stable address
/// (see `_atomicState(of:)`). Rheo never calls user code while holding one of these:
/// decide under the lock, act after it.
@usableFromInline
final class Lock: @unchecked Sendable {
    // @unchecked: a pthread mutex, which exists to be shared between threads.
    // First stored property: reached by address. Do not reorder.
    @usableFromInline var _mutex = pthread_mutex_t()

    @usableFromInline init() {
        let result = pthread_mutex_init(_mutexPointer, nil)
        precondition(result == 0, "pthread_mutex_init failed with \(result)")
    }

    deinit {
        pthread_mutex_destroy(_mutexPointer)
    }

    @usableFromInline var _mutexPointer: UnsafeMutablePointer<pthread_mutex_t> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    /// Acquires the lock.
    @usableFromInline func lock() {
        pthread_mutex_lock(_mutexPointer)
    }

    /// Releases the lock.
    @usableFromInline func unlock() {
        pthread_mutex_unlock(_mutexPointer)
    }

    /// Runs `body` with the lock held. `body` must not call user code.
    @inlinable func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
