import CRheo

/// The base of observers that own their subscription's lifetime and enforce the Rx grammar.
///
/// The stop flag is a bit of the inherited CRheo atomic state word: `_on(_:_:)` forwards
/// `next` only while neither stopped nor disposed, forwards the first terminal event only,
/// and disposes the subscription after it. An observer created by an operator also watches
/// its `parent` lifetime, so that disposal downstream stops it even while the upstream is
/// still inside its synchronous `subscribe`.
///
/// Subclasses are final and declare their own `on(_:)` as `_on(event) { ... }`. The base
/// deliberately has no overridable per-event method: a vtable call there would run the
/// subclass's unspecialized generic code on every event.
///
/// Debug builds report reentrant or concurrent `on` calls through
/// `Hooks.contractViolationHandler`.
@usableFromInline
class ObserverBase<Element>: SinkDisposer {
    @usableFromInline let _parent: SinkDisposer?
    #if DEBUG
    @usableFromInline let _tracker = SynchronizationTracker()
    #endif

    @inlinable init(parent: SinkDisposer?) {
        _parent = parent
        super.init()
    }

    /// Passes `event` to `deliver` if the grammar allows it; disposes after a terminal event.
    ///
    /// Inlinable and always inlined: this is the per-event path of every subscription.
    @inlinable @inline(__always)
    final func _on(_ event: Event<Element>, _ deliver: (Event<Element>) -> Void) {
        #if DEBUG
        _tracker.register(self)
        defer { _tracker.unregister() }
        #endif
        if let parent = _parent, parent.isDisposed {
            dispose()
            return
        }
        switch event {
        case .next:
            if _isAccepting {
                deliver(event)
            }
        case .error, .completed:
            if _tryStop() {
                deliver(event)
                dispose()
            }
        }
    }
}

/// An observer that forwards events to a closure, with `ObserverBase`'s grammar.
@usableFromInline
final class AnonymousObserver<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _eventHandler: (Event<Element>) -> Void

    @inlinable init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        _eventHandler = eventHandler
        super.init(parent: nil)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event, _eventHandler)
    }
}

@usableFromInline func _abstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method called (\(file):\(line))")
}
