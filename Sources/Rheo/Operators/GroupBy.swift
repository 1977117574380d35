import CRheo

extension ObservableType {
    /// Splits the sequence into groups of elements that share a key, emitting each group
    /// when its first element arrives.
    ///
    /// Each group is a `GroupedObservable` backed by a `PublishSubject`: subscribe to it
    /// when it is emitted (synchronously, in `onNext`) to receive its first element; an
    /// element sent while a group has no subscriber is lost, as in RxSwift. A terminal
    /// event of the source goes to every group (in order of creation), then to the outer
    /// sequence. The source stays subscribed while the outer sequence or any group is
    /// subscribed: disposing the outer subscription alone does not end the groups.
    ///
    /// - Parameters:
    ///   - keySelector: The key of an element. If it throws, every group and the
    ///     outer sequence fail with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence of groups.
    @inlinable public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<GroupedObservable<Key, Element>> {
        _assemble("groupBy(keySelector:)", file, line) {
            Producer((source: asObservable(), keySelector: keySelector)) { producer, observer, lifetime in
                let sink = GroupBySink(keySelector: producer._state.keySelector, downstream: observer, outer: lifetime)
                // The source subscription ends once the outer subscription and every group
                // subscription have ended.
                let references = RefCountDisposable(disposable: sink)
                sink._references = references
                lifetime.setSubscription(references)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// The source subscription of one `groupBy`: its lifetime and the table of groups.
@usableFromInline
final class GroupBySink<Key: Hashable, Element>: SinkDisposer {
    @usableFromInline let _keySelector: (Element) throws -> Key
    @usableFromInline let _downstream: EventSink<GroupedObservable<Key, Element>>
    @usableFromInline let _outer: SinkDisposer
    // Set once, before the source is subscribed.
    @usableFromInline var _references: RefCountDisposable?
    // Touched only by `on`, which the Rx grammar serializes; the dynamic exclusivity check
    // Swift would otherwise make on every event buys nothing here.
    @exclusivity(unchecked) @usableFromInline var _groups: [Key: PublishSubject<Element>] = [:]
    @exclusivity(unchecked) @usableFromInline var _order: [PublishSubject<Element>] = []

    @inlinable init(
        keySelector: @escaping (Element) throws -> Key, downstream: EventSink<GroupedObservable<Key, Element>>,
        outer: SinkDisposer
    ) {
        _keySelector = keySelector
        _downstream = downstream
        _outer = outer
        super.init()
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if rheo_atomic_intptr_load_acquire(_atomicState(of: self))
                & (SinkDisposer.disposedBit | SinkDisposer.stoppedBit) != 0
            {
                return
            }
            let key: Key
            do {
                key = try _keySelector(element)
            } catch {
                _finish(.error(error))
                return
            }
            if let group = _groups[key] {
                group.on(.next(element))
            } else {
                _openGroupSlowPath(key, first: element)
            }
        case .error, .completed:
            _finish(event)
        }
    }

    @usableFromInline func _openGroupSlowPath(_ key: Key, first element: Element) {
        let subject = PublishSubject<Element>(unrecorded: ())
        _groups[key] = subject
        _order.append(subject)
        let group = GroupedObservable(key: key, source: _groupObservable(subject))
        if !_outer.isDisposed {
            _downstream.on(.next(group))
        }
        subject.on(.next(element))
    }

    /// The observable of one group: subscribing to it keeps the source subscribed.
    @usableFromInline func _groupObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
        Producer((subject: subject, references: _references)) { producer, observer, lifetime in
            let keepAlive = producer._state.references?.retain() ?? Disposables.create()
            let groupLifetime = GroupSubscriptionLifetime<Element>(keepAlive: keepAlive, parent: lifetime)
            producer._state.subject._subscribe(observer, groupLifetime)
        }
    }

    @usableFromInline func _finish(_ event: Event<Element>) {
        guard _tryStop() else {
            return
        }
        for group in _order {
            group.on(event)
        }
        if !_outer.isDisposed {
            switch event {
            case .error(let error):
                _downstream.on(.error(error))
            default:
                _downstream.on(.completed)
            }
        }
        dispose()
    }
}

/// The lifetime of one subscription to a group: it also holds a reference that keeps the
/// `groupBy` source subscribed, released when the group subscription ends.
@usableFromInline
final class GroupSubscriptionLifetime<Element>: ObserverBase<Element> {
    @usableFromInline let _keepAlive: Disposable

    @usableFromInline init(keepAlive: Disposable, parent: SinkDisposer) {
        _keepAlive = keepAlive
        super.init(parent: parent)
    }

    @usableFromInline override func _didDispose() {
        _keepAlive.dispose()
    }
}
