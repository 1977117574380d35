/// Holds a disposable that is assigned exactly once.
///
/// If it is disposed before the assignment, the assigned disposable is disposed at once.
/// A second assignment is a contract violation: it is reported through
/// `Hooks.contractViolationHandler` and the second disposable is disposed, so nothing
/// leaks and the first assignment stays in force.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`; disposal runs after unlocking.
    private let lock = Lock()
    private var slot = DisposableSlot()
    private var assigned = false

    /// Creates an unassigned disposable.
    public init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        lock.withLock { slot.isDisposed }
    }

    /// Assigns the disposable; call once.
    public func setDisposable(_ disposable: Disposable) {
        enum Outcome { case stored, disposeNow, assignedTwice }
        let outcome = lock.withLock { () -> Outcome in
            if assigned {
                return .assignedTwice
            }
            assigned = true
            // Nothing was held before the first assignment: only a disposed slot returns one.
            return slot.replace(with: disposable) == nil ? .stored : .disposeNow
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
        lock.withLock { slot.dispose() }?.dispose()
    }
}
