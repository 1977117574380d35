/// Holds a disposable that is assigned exactly once.
///
/// If it is disposed before the assignment, the assigned disposable is disposed at once.
/// A second assignment is a contract violation: it is reported through
/// `Hooks.contractViolationHandler` and the second disposable is disposed, so nothing
/// leaks and the first assignment stays in force.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`; disposal runs after unlocking.
    private let lock = Lock()
    private var current: Disposable?
    private var assigned = false
    private var disposed = false

    /// Creates an unassigned disposable.
    public init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Assigns the disposable; call once.
    public func setDisposable(_ disposable: Disposable) {
        enum Outcome { case stored, disposeNow, assignedTwice }
        let outcome = lock.withLock { () -> Outcome in
            if assigned {
                return .assignedTwice
            }
            assigned = true
            if disposed {
                return .disposeNow
            }
            current = disposable
            return .stored
        }
        switch outcome {
        case .stored:
            break
        case .disposeNow:
            disposable.dispose()
        case .assignedTwice:
            Hooks.reportContractViolation(
                "SingleAssignmentDisposable.setDisposable was called twice; the second disposable is disposed and the first one kept"
            )
            disposable.dispose()
        }
    }

    /// Disposes the assigned disposable, or the one assigned later.
    public func dispose() {
        let toDispose = lock.withLock { () -> Disposable? in
            if disposed {
                return nil
            }
            disposed = true
            let old = current
            current = nil
            return old
        }
        toDispose?.dispose()
    }
}
