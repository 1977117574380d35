import CRheo

/// The owner of `SubjectObserver`s: the subject that must hear when one is disposed.
///
/// Not generic on purpose. `SubjectObserver` stores its owner, and a stored
/// `any SubjectObserverOwner<Element>` would be a constrained existential, whose runtime
/// metadata needs the macOS 13 / iOS 16 / tvOS 16 / watchOS 9 runtime (release builds
/// crash on older systems: https://github.com/swiftlang/swift/issues/61403 and
/// https://github.com/swiftlang/swift/issues/66954), and every subject, relay, `share`
/// and `Driver` goes through this type. So the observer hands itself over
/// as `AnyObject`, and the owner casts it back (see `SubjectCore._observerDisposed`).
@usableFromInline
protocol SubjectObserverOwner: AnyObject {
    /// `observer`, a `SubjectObserver` this owner created (with the owner's element type),
    /// had its subscription disposed while it was in the owner's list: uncount it and have
    /// it removed. Called once per observer, on the disposing thread.
    func _observerDisposed(_ observer: AnyObject)
}

/// One subscriber of a subject: its per-event closure, and the state word that settles
/// without a lock who counts it out of `hasObservers` and who removes it.
///
/// It is also the subscription's resource (what the subscriber's lifetime disposes).
///
/// State bits, each set once: `disposed` (the subscription was disposed, on any thread),
/// `added` (the subject's drainer counted it and put it in its list), `dropped` (the
/// drainer took it out of its list at a terminal event or the subject's disposal). The
/// observer is uncounted exactly once: by `dispose()` if it sees `added` without
/// `dropped`, by the drainer if `dropped` comes first, or by the drainer at once if
/// `disposed` beat `added`.
@usableFromInline
final class SubjectObserver<Element>: Disposable, @unchecked Sendable {
    // @unchecked: the state word is atomic, the other fields are immutable; events reach
    // `_sink` only from the owner's drainer, one at a time.
    // First stored property: reached by address (see `_atomicState(of:)`). Do not reorder.
    @usableFromInline var _state = rheo_atomic_intptr()
    @usableFromInline let _sink: EventSink<Element>
    // The subscriber's direct path for elements, if it offered one (`subscribe(onNext:)`).
    @usableFromInline let _next: ElementSink<Element>?
    // Weak, so that nothing but the caller keeps a subject alive: the subscriber's lifetime
    // holds this observer, and a strong owner would make every subscription that is never
    // disposed keep its subject (RxSwift's observers do not hold their subject). Read only
    // in `dispose()`; nil there means the subject is gone, and its list with it.
    // Not `any SubjectObserverOwner<Element>`: see `SubjectObserverOwner` for why.
    @usableFromInline weak var _owner: (any SubjectObserverOwner)?
    // The subscription's lifetime, which holds this observer until it is disposed, or
    // until the subject lets the observer go (`_detach()`).
    @usableFromInline let _lifetime: SinkDisposer

    @usableFromInline static var disposedBit: Int { 1 }
    @usableFromInline static var addedBit: Int { 2 }
    @usableFromInline static var droppedBit: Int { 4 }

    @usableFromInline init(
        _ sink: EventSink<Element>, next: ElementSink<Element>?, owner: any SubjectObserverOwner,
        lifetime: SinkDisposer
    ) {
        _sink = sink
        _next = next
        _owner = owner
        _lifetime = lifetime
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subscription was disposed.
    @inlinable var isDisposed: Bool {
        rheo_atomic_intptr_load_acquire(_atomicState(of: self)) & SubjectObserver.disposedBit != 0
    }

    /// Passes the `next` event `event`, whose element is `element`, on in place unless the
    /// subscription was disposed: through the subscriber's direct path if it has one, else
    /// through its observer; only the owner's drainer calls it, and only while the observer
    /// is listed (so the subscriber's lifetime has not stopped it).
    ///
    /// Inlinable: the per-event, per-observer step of `SubjectObservers.deliver`, which
    /// hands every observer the same event: stages read the `inout` event and never write
    /// it (every Rheo stage does so), which saves a copy and its destruction per observer.
    @inlinable @inline(__always) func forwardNext(_ element: inout Element, _ event: inout Event<Element>) {
        if !isDisposed {
            // Not `if let`: that copies the closure out of the field, a retain and a
            // release per delivery; optional chaining reads the `let` field in place.
            if _next == nil {
                _sink.forward(&event)
            } else {
                _next?.forward(&element)
            }
        }
    }

    /// Delivers `event` unless the subscription was disposed; only the owner's drainer calls it.
    ///
    /// Inlinable: this is the per-event, per-observer step of every subject.
    @inlinable @inline(__always) func on(_ event: Event<Element>) {
        if !isDisposed {
            _sink.on(event)
        }
    }

    /// Drainer: marks the observer counted and listed; false if its subscription was
    /// disposed first, in which case the drainer must uncount it and not list it.
    @usableFromInline func _markAdded() -> Bool {
        rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SubjectObserver.addedBit)
            & SubjectObserver.disposedBit == 0
    }

    /// Drainer: marks the observer dropped from the list; true if the subscription was not
    /// disposed, in which case the drainer uncounts it (and may still deliver to it).
    @usableFromInline func _markDropped() -> Bool {
        rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SubjectObserver.droppedBit)
            & SubjectObserver.disposedBit == 0
    }

    /// Ends the subscription: the observer receives nothing more from calls on this
    /// thread; idempotent and safe from any thread, including from inside `on`.
    @usableFromInline func dispose() {
        let old = rheo_atomic_intptr_fetch_or_acq_rel(_atomicState(of: self), SubjectObserver.disposedBit)
        if old & SubjectObserver.disposedBit != 0 {
            return
        }
        if old & SubjectObserver.addedBit != 0, old & SubjectObserver.droppedBit == 0, let owner = _owner {
            owner._observerDisposed(self)
        }
    }

    /// Owner's drainer: the observer will receive nothing more from the subject (it was
    /// sent its terminal event, or dropped by the subject's disposal or deinit), so its
    /// lifetime lets go of it.
    ///
    /// The sink usually holds the lifetime, which holds this observer: an observer the
    /// subject drops while its subscription is not disposed would keep itself, the lifetime
    /// and what the handlers capture alive after the caller drops the lifetime. RxSwift
    /// frees them, as nothing but the subject holds its observers.
    @usableFromInline func _detach() {
        _lifetime._detachSubscription()
    }
}
