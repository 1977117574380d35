/// The lifetime of an object: ends when the object's `Lifetime.Token` is released, which
/// is when the object deinitializes.
///
/// Without the Objective-C runtime an arbitrary object's deallocation cannot be observed,
/// so an object that wants `rx.deallocated` owns a token (ReactiveSwift's `Lifetime` idea):
///
/// ```swift
/// final class Model: LifetimeProviding, ReactiveCompatible {
///     let lifetimeToken = Lifetime.Token()
///     var lifetime: Lifetime { lifetimeToken.lifetime }
/// }
/// ```
///
/// Nothing else may hold the token: the lifetime ends when its last reference goes, during
/// the owner's `deinit`, on the thread that released the owner.
///
/// Rules (cited by `LifetimeTests`):
/// 1. `observeEnded` actions run once, when the lifetime ends, outside any lock, in the
///    order they were added; an action added after the end runs at once.
/// 2. Disposing the returned disposable before the end removes the action (and releases
///    what it captures).
/// 3. `ended` sends one `()` and completes when the lifetime ends; a subscription made
///    after the end gets both at once.
public final class Lifetime: @unchecked Sendable {
    // @unchecked: `state` is only touched under `lock`; actions run after unlocking.

    /// Owns a lifetime and ends it when released.
    public final class Token {
        /// The lifetime this token ends.
        public let lifetime: Lifetime

        /// Creates a token and its lifetime.
        public init() {
            lifetime = Lifetime()
        }

        deinit {
            lifetime.end()
        }
    }

    private enum State {
        case alive(nextKey: Int, actions: [(key: Int, action: () -> Void)])
        case ended
    }

    private let lock = Lock()
    private var state = State.alive(nextKey: 0, actions: [])

    private init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Creates a lifetime and the token that ends it.
    ///
    /// - Returns: The lifetime, to share, and its token, for the owner alone to hold.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (token.lifetime, token)
    }

    /// Whether the lifetime has ended.
    public var hasEnded: Bool {
        lock.withLock {
            if case .ended = state {
                return true
            }
            return false
        }
    }

    /// Runs `action` when the lifetime ends, or at once if it has ended.
    ///
    /// - Parameter action: Runs once, on the thread that ends the lifetime.
    /// - Returns: A disposable that removes `action` if it has not run yet.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> Disposable {
        let key = lock.withLock { () -> Int? in
            guard case .alive(let nextKey, var actions) = state else {
                return nil
            }
            actions.append((nextKey, action))
            state = .alive(nextKey: nextKey + 1, actions: actions)
            return nextKey
        }
        guard let key else {
            action()
            return Disposables.create()
        }
        return Disposables.create { [weak self] in
            self?.removeAction(for: key)
        }
    }

    /// One `()` and completion when the lifetime ends (at once, if it has ended).
    ///
    /// Holds the lifetime, not its owner.
    public var ended: Observable<Void> {
        _ended(owner: nil)
    }

    /// `ended`, for an owner named `owner`: while assembly tracking is on, a chain that
    /// subscribes it (`take(until: rx.deallocated)`) is noted as held by that owner's
    /// lifetime in its graph.
    @usableFromInline func _ended(owner: String?) -> Observable<Void> {
        Observable.create { [self] observer in
            if let owner, _assemblyTrackingIsOn {
                AssemblyRegistry.shared.noteHolderOfCurrentChain("the lifetime of a \(owner)")
            }
            return observeEnded {
                observer.on(.next(()))
                observer.on(.completed)
            }
        }
        ._unassembled()
    }

    private func removeAction(for key: Int) {
        // Released after unlocking: the action's captures may run user deinits.
        let removed = lock.withLock { () -> (() -> Void)? in
            guard case .alive(let nextKey, var actions) = state,
                let index = actions.firstIndex(where: { $0.key == key })
            else {
                return nil
            }
            let removed = actions.remove(at: index).action
            state = .alive(nextKey: nextKey, actions: actions)
            return removed
        }
        _ = removed
    }

    private func end() {
        let actions = lock.withLock { () -> [(key: Int, action: () -> Void)] in
            guard case .alive(_, let actions) = state else {
                return []
            }
            state = .ended
            return actions
        }
        for entry in actions {
            entry.action()
        }
    }
}

/// An object that owns a `Lifetime`, which ends when the object deinitializes; such
/// objects have `rx.deallocated`.
///
/// Conforming types hold the lifetime's `Lifetime.Token` and must not hand it out.
public protocol LifetimeProviding: AnyObject {
    /// The object's lifetime.
    var lifetime: Lifetime { get }
}

extension Reactive where Base: LifetimeProviding {
    /// Sends one `()` and completes when the base object deinitializes, as RxCocoa's
    /// `rx.deallocated`.
    ///
    /// The sequence does not hold the base object. Events arrive on the thread that
    /// released the base object. Subscribed after that, it sends `()` and completes at
    /// once. Use it to end sequences with the object: `take(until: object.rx.deallocated)`.
    public var deallocated: Observable<Void> {
        base.lifetime._ended(owner: "\(Base.self)")
    }
}
