import CRheo

/// An observer that owns its subscription's lifetime and enforces the Rx grammar.
///
/// The stop flag is a bit of the inherited CRheo atomic state word: `on` forwards `next`
/// only while neither stopped nor disposed, forwards the first terminal event only, and
/// disposes the subscription after it. An observer created by an operator also watches
/// its `parent` lifetime, so that disposal downstream stops it even while the upstream is
/// still inside its synchronous `subscribe`.
///
/// Debug builds report reentrant or concurrent `on` calls through
/// `Hooks.contractViolationHandler`.
@usableFromInline
class ObserverBase<Element>: SinkDisposer, ObserverType {
    @usableFromInline let _parent: SinkDisposer?
    #if DEBUG
    @usableFromInline let _tracker = SynchronizationTracker()
    #endif

    @inlinable init(parent: SinkDisposer?) {
        _parent = parent
        super.init()
    }

    /// Delivers `event` if the grammar allows it.
    ///
    /// Inlinable: this is the per-event path of every subscription.
    @inlinable public final func on(_ event: Event<Element>) {
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
                onCore(event)
            }
        case .error, .completed:
            if _tryStop() {
                onCore(event)
                dispose()
            }
        }
    }

    /// Handles an event the grammar allowed. Subclasses override it.
    @inlinable func onCore(_ event: Event<Element>) {
        _abstractMethod()
    }
}

/// An observer that forwards events to a closure, with `ObserverBase`'s grammar.
@usableFromInline
final class AnonymousObserver<Element>: ObserverBase<Element> {
    @usableFromInline let _eventHandler: (Event<Element>) -> Void

    @inlinable init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        _eventHandler = eventHandler
        super.init(parent: nil)
    }

    @inlinable override func onCore(_ event: Event<Element>) {
        _eventHandler(event)
    }
}

@usableFromInline func _abstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method called (\(file):\(line))")
}
