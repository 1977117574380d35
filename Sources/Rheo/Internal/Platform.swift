// Rheo's platform layer: the one file of Rheo that imports the C library, and everything
// Rheo asks of the operating system (the mutex under `Lock`, thread identifiers,
// thread-local slots). Nothing below differs between Linux and Apple platforms but the
// module imported: where the C library's types have two shapes, the code is written so
// that one text compiles against both, so Linux CI type-checks the code Darwin runs.
// docs/Architecture.md, "Platform layer", lists what Linux cannot check.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The operating system calls Rheo makes, the same on every platform it builds for.
///
/// Hot paths call these (a lock, a trampoline lookup per subscription), so each is
/// `@inline(__always)`: what runs is the C call itself, as if made in place.
@usableFromInline
enum Platform {
    /// The mutex `Lock` wraps: `pthread_mutex_t` on every platform.
    @usableFromInline typealias Mutex = pthread_mutex_t

    /// Initializes the mutex at `mutex` (non-recursive, default attributes).
    ///
    /// Stops the process if the system refuses, which it does only when out of memory.
    @inline(__always)
    static func initializeMutex(_ mutex: UnsafeMutablePointer<Mutex>) {
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed with \(result)")
    }

    /// Destroys the unlocked mutex at `mutex`.
    @inline(__always)
    static func destroyMutex(_ mutex: UnsafeMutablePointer<Mutex>) {
        pthread_mutex_destroy(mutex)
    }

    /// Acquires the mutex at `mutex`, waiting while another thread holds it.
    @inline(__always)
    static func lock(_ mutex: UnsafeMutablePointer<Mutex>) {
        pthread_mutex_lock(mutex)
    }

    /// Releases the mutex at `mutex`, which the calling thread holds.
    @inline(__always)
    static func unlock(_ mutex: UnsafeMutablePointer<Mutex>) {
        pthread_mutex_unlock(mutex)
    }

    /// The calling thread's identifier: never 0, and unique among the threads alive.
    ///
    /// The bits of `pthread_self()`. `Int(bitPattern:)` has an overload for each shape
    /// `pthread_t` takes (an unsigned integer on glibc, a pointer on Darwin and musl), so
    /// this one line is the conversion on every platform.
    @inline(__always)
    static var currentThreadID: Int {
        Int(bitPattern: pthread_self())
    }
}

/// A thread-local slot: each thread sees its own value, nil until it sets one.
struct ThreadLocalKey {
    private let key: pthread_key_t

    /// Creates a key, for the life of the process (keys are few: make one per use, in a
    /// global).
    ///
    /// - Parameter releasesObjects: whether what a thread leaves in the slot is an object
    ///   retained once (`Unmanaged.passRetained`), which the key releases when the thread
    ///   exits. A value put there without that retain must then be taken out again before
    ///   the thread exits. False for values that are not objects: the key does nothing
    ///   with them.
    init(releasesObjects: Bool) {
        var key = pthread_key_t()
        // The destructor's parameter is optional on glibc and musl, non-optional on Darwin;
        // `releaseValue` takes an optional, to which Darwin's pointer converts implicitly,
        // so this text is the destructor on every platform.
        let result =
            releasesObjects
            ? pthread_key_create(&key) { value in ThreadLocalKey.releaseValue(value) }
            : pthread_key_create(&key, nil)
        precondition(result == 0, "pthread_key_create failed with \(result)")
        self.key = key
    }

    /// The calling thread's value; nil if it has none.
    @inline(__always)
    var value: UnsafeMutableRawPointer? {
        pthread_getspecific(key)
    }

    /// Replaces the calling thread's value with `newValue`, without releasing the old one.
    ///
    /// Stops the process if the system refuses, which it does only when out of memory.
    @inline(__always)
    func setValue(_ newValue: UnsafeRawPointer?) {
        let result = pthread_setspecific(key, newValue)
        precondition(result == 0, "pthread_setspecific failed with \(result)")
    }

    /// The destructor's body: releases the object a thread left in a slot, which holds one
    /// retain of it. Called as a thread exits, only for a non-nil value.
    private static func releaseValue(_ value: UnsafeMutableRawPointer?) {
        if let value {
            Unmanaged<AnyObject>.fromOpaque(value).release()
        }
    }
}
