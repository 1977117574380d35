/// An observer that applies each element to a target object on a scheduler: the end of a
/// binding, as RxSwift's `Binder`.
///
/// Rules (cited by `BinderTests`):
/// 1. A `next` element is applied, with `binding(target, element)`, on the binder's
///    scheduler (by default a `MainScheduler`: at once when sent on the main queue with
///    nothing of this binder queued, otherwise dispatched to the main queue in order).
/// 2. The target is held weakly: a binder never keeps it alive, and an element whose turn
///    comes after the target is gone is dropped.
/// 3. `completed` is ignored: the binding ends, the target keeps its last value.
/// 4. An `error` is a programming error (a binding cannot show it). It goes to
///    `Hooks.bindingErrorHandler` with a description naming the binder (its target and value
///    types); the default handler stops the program in debug builds and prints the message
///    in release builds, where nothing crashes and elements sent before the error are still
///    applied.
///
/// A binder may be sent events from any thread (rule 1 moves them to its scheduler), so it
/// is `Sendable`.
public struct Binder<Value>: ObserverType {
    /// The element type the binder accepts.
    public typealias Element = Value

    private let targetType: Any.Type
    private let scheduler: ImmediateSchedulerType
    // The scheduler again when it is a `MainScheduler`, for the direct path of `on`.
    @usableFromInline let _mainScheduler: MainScheduler?
    // Applies a value if the target is alive. Formed once, in `init`, so that sending an
    // element allocates no closure context.
    @usableFromInline let _applyIfAlive: (Value) -> Void
    // On a scheduler of a real queue: where the binder's elements wait, applied there in
    // batches. Nil on the virtual-time schedulers and on schedulers a user writes, where
    // each element is one scheduled action, as in RxSwift.
    @usableFromInline let _queue: BinderQueue<Value>?
    // `_applyIfAlive` in the shape `schedule` takes; nil with a `_queue`.
    private let apply: ((Value) -> Disposable)?
    // Where the binder was made, for the binding-error report; nil while assembly tracking
    // is off. A binder is a value, with no observable to record a site for.
    private var site: AssemblySite?

    /// Creates a binder that applies elements to `target` with `binding`, on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object the elements are applied to; held weakly.
    ///   - scheduler: Where `binding` runs. The default is a new `MainScheduler`, as in
    ///     RxSwift.
    ///   - binding: Applies one element to the target. Runs only while the target is alive.
    ///   - file: The caller's file, named by a binding-error report while assembly tracking
    ///     is on.
    ///   - line: The caller's line.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        targetType = Target.self
        site = _assemblyTrackingIsOn ? AssemblySite("Binder", file: "\(file)", line: line) : nil
        self.scheduler = scheduler
        _mainScheduler = scheduler as? MainScheduler
        let applyIfAlive: (Value) -> Void = { [weak target] value in
            if let target {
                binding(target, value)
            }
        }
        _applyIfAlive = applyIfAlive
        if let batching = scheduler as? BatchingScheduler {
            _queue = BinderQueue(scheduler: batching, apply: applyIfAlive)
            apply = nil
        } else {
            _queue = nil
            apply = { value in
                applyIfAlive(value)
                return Disposables.create()
            }
        }
    }

    /// Creates a binder whose `binding` is a main-actor closure: code on the main actor (or
    /// a nonisolated `Reactive` extension of a main-actor type) writes main-actor state in
    /// it with no `MainActor.assumeIsolated`.
    ///
    /// The scheduler is a `MainScheduler` (elements are applied on the main queue: at once
    /// when sent there with nothing of this binder queued, otherwise dispatched in order),
    /// so `binding` runs on the main actor; any other scheduler is a compile-time error.
    /// An element applied off the main queue anyway stops the program with a message
    /// rather than run `binding` off the main actor. A plain closure selects
    /// `init(_:scheduler:binding:)`, as in RxSwift.
    ///
    /// - Parameters:
    ///   - target: The object the elements are applied to; held weakly.
    ///   - scheduler: The main scheduler to apply elements on; `nil` (the default) makes a
    ///     new `MainScheduler`, as `init(_:scheduler:binding:)` does. (Optional so that a
    ///     plain closure with `scheduler: MainScheduler.instance` still selects that
    ///     initializer.)
    ///   - binding: Applies one element to the target, on the main actor. Runs only while
    ///     the target is alive.
    ///   - file: The caller's file, named by a binding-error report while assembly tracking
    ///     is on.
    ///   - line: The caller's line.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: MainScheduler? = nil,
        binding: @escaping @MainActor (Target, Value) -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(
            target, scheduler: scheduler ?? MainScheduler(), binding: _mainActorChecked("Binder", binding),
            file: file, line: line)
    }

    /// Applies a `next` element on the scheduler; ignores `completed`; reports an `error`
    /// through `Hooks.bindingErrorHandler`.
    ///
    /// Inlinable for the direct path: on a `MainScheduler`, called on the main queue with
    /// nothing of it queued, the element is applied at once, in code specialized for the
    /// caller's types, with no metadata lookup and no allocation. On a scheduler of a real
    /// queue an element otherwise waits in the binder's queue, and one scheduled action
    /// applies the elements that wait, up to 1,024 (the batching rule of `observe(on:)`);
    /// on other schedulers it is one scheduled action, as in RxSwift.
    ///
    /// The direct path also needs the binder's own queue idle: an element sent on the main
    /// queue while earlier ones wait (sent from another thread, or waiting for a drain that
    /// yielded the queue) is queued behind them.
    @inlinable public func on(_ event: Event<Value>) {
        // A `MainScheduler` runs on a real queue, so a binder with one has a queue.
        if case .next(let value) = event, let mainScheduler = _mainScheduler, _queue.unsafelyUnwrapped.isIdle,
            mainScheduler._runAtOnceIfIdle({ _applyIfAlive(value) })
        {
            return
        }
        _onSlowPath(event)
    }

    // Not inlinable, so that the direct path above stays small where it is inlined: an
    // element queued here crosses threads anyway. On other schedulers the element goes
    // through the scheduler's generic `schedule`, and unspecialized code passes the stored
    // `apply` closure to it as it is, where specialized code would wrap it in a
    // reabstraction thunk per element.
    @usableFromInline func _onSlowPath(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            if let queue = _queue {
                queue.send(value)
            } else {
                _ = scheduler.schedule(value, action: apply.unsafelyUnwrapped)
            }
        case .error(let error):
            Hooks.reportBindingError(in: description, error)
        case .completed:
            break
        }
    }

    /// Erases the binder's type.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }

    /// Names the binder in error reports: `Binder<Value> of Target`.
    /// The binder with no site: one Rheo makes where no caller's file and line reach it
    /// (`rx`'s key-path subscript), so that a report never names a file of Rheo.
    func _unsited() -> Binder {
        var binder = self
        binder.site = nil
        return binder
    }

    private var description: String {
        let made = site.map { " made at \($0.file):\($0.line)" } ?? ""
        return "Binder<\(Value.self)> of \(targetType)\(made)"
    }
}

// Sendable by design (rule 1): events may come from any thread, and the binder only hands
// them to its scheduler; the target and the binding closure are touched on that scheduler.
// Only for Sendable values, since each value crosses to that scheduler's thread.
extension Binder: @unchecked Sendable where Value: Sendable {}
