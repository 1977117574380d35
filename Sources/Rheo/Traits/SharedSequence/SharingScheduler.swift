/// Where shared sequences (`Driver`, `Signal`) deliver: `MainScheduler()` unless a test
/// substitutes another scheduler with `mock`, as RxCocoa's `SharingScheduler`.
public enum SharingScheduler {
    /// Makes the scheduler for a new shared sequence: `MainScheduler()` by default, the
    /// mocked scheduler inside `mock(scheduler:action:)`.
    ///
    /// Shared sequences read it when they are built (`asDriver(...)`, `debounce`, ...), not
    /// when they are subscribed.
    public static var make: () -> SchedulerType {
        _SharingSchedulerStorage.shared.make
    }

    /// Runs `action` with `make` returning `scheduler`, then restores the previous `make`.
    ///
    /// Meant for tests: build the shared sequences under test inside `action`, typically
    /// with a `TestScheduler`. Calls may nest.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler shared sequences built inside `action` deliver on.
    ///   - action: The code to run.
    /// - Throws: What `action` throws.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `make` replaced by `makeScheduler`, then restores the previous
    /// `make`.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each shared sequence built inside `action`.
    ///   - action: The code to run.
    /// - Throws: What `action` throws.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let storage = _SharingSchedulerStorage.shared
        let original = storage.replaceMake(makeScheduler)
        defer { _ = storage.replaceMake(original) }
        try action()
    }
}

/// The current `SharingScheduler.make`, behind a lock.
final class _SharingSchedulerStorage: @unchecked Sendable {
    // @unchecked: `_make` is only read and written under `lock`.
    // @unchecked: `_make` is only read and written under `lock`; the closure it holds is
    // the caller's (a test's) and is called on the caller's thread.
    static let shared = _SharingSchedulerStorage()

    private let lock = Lock()
    private var _make: () -> SchedulerType = { MainScheduler() }

    var make: () -> SchedulerType {
        lock.withLock { _make }
    }

    func replaceMake(_ make: @escaping () -> SchedulerType) -> () -> SchedulerType {
        lock.withLock {
            let previous = _make
            _make = make
            return previous
        }
    }
}
