extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one passed on before it.
    ///
    /// - Returns: The sequence without consecutive duplicates.
    @inlinable public func distinctUntilChanged(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element>
    {
        _assemble("distinctUntilChanged", file, line) {
            Producer(asObservable()) { producer, observer, lifetime in
                let sink = DistinctUntilChangedSink<Element, Element>(downstream: observer, parent: lifetime)
                producer._state._subscribe(
                    EventSink { event in
                        sink.on(event, { $0 }, { $0 == $1 })
                    }, sink)
            }
        }
    }
}

extension ObservableType {
    /// Drops each element whose key equals the key of the element passed on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key. If it throws, the sequence fails
    ///     with that error and the source is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence without consecutive elements of equal keys.
    @inlinable public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("distinctUntilChanged", file, line) {
            Producer((source: asObservable(), keySelector: keySelector)) { producer, observer, lifetime in
                let sink = DistinctUntilChangedSink<Element, Key>(downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.keySelector, { $0 == $1 })
                    }, sink)
            }
        }
    }

    /// Drops each element that `comparer` deems equal to the element passed on before it.
    ///
    /// - Parameters:
    ///   - comparer: Called with the element passed on last and the new one; true
    ///     drops the new one. If it throws, the sequence fails with that error and the source
    ///     is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence without consecutive equal elements.
    @inlinable public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("distinctUntilChanged", file, line) {
            Producer((source: asObservable(), comparer: comparer)) { producer, observer, lifetime in
                let sink = DistinctUntilChangedSink<Element, Element>(downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, { $0 }, producer._state.comparer)
                    }, sink)
            }
        }
    }

    /// Drops each element whose key `comparer` deems equal to the key of the element
    /// passed on before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes an element's key.
    ///   - comparer: Called with the last passed element's key and the new one's; true
    ///     drops the new element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence without consecutive elements of equal keys. If either
    ///   closure throws, the sequence fails with that error and the source is disposed.
    @inlinable public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K,
        comparer: @escaping (K, K) throws -> Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("distinctUntilChanged", file, line) {
            Producer((source: asObservable(), keySelector: keySelector, comparer: comparer)) {
                producer, observer, lifetime in
                let sink = DistinctUntilChangedSink<Element, K>(downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, producer._state.keySelector, producer._state.comparer)
                    }, sink)
            }
        }
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on
    /// before it.
    ///
    /// - Parameters:
    ///   - keyPath: The property to compare.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence without consecutive elements of equal properties.
    @inlinable public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("distinctUntilChanged(at:)", file, line) {
            Producer((source: asObservable(), keyPath: keyPath)) { producer, observer, lifetime in
                let sink = DistinctUntilChangedSink<Element, Property>(downstream: observer, parent: lifetime)
                producer._state.source._subscribe(
                    EventSink { event in
                        sink.on(event, { $0[keyPath: producer._state.keyPath] }, { $0 == $1 })
                    }, sink)
            }
        }
    }
}

/// The key of the element last passed on by one `distinctUntilChanged` subscription; its
/// lifetime is the source's.
///
/// The key selector and comparer are passed in with each event rather than stored: they
/// stay where the operator's specialized code reads them.
@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: ObserverBase<Element> {
    // Touched only by `on`, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _currentKey: Key?
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(downstream: EventSink<Element>, parent: SinkDisposer) {
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(
        _ event: Event<Element>, _ keySelector: (Element) throws -> Key, _ comparer: (Key, Key) throws -> Bool
    ) {
        _on(event) { event in
            guard case .next(let element) = event else {
                _downstream.on(event)
                return
            }
            do {
                let key = try keySelector(element)
                if let currentKey = _currentKey, try comparer(currentKey, key) {
                    return
                }
                _currentKey = key
            } catch {
                _terminate(.error(error), _downstream)
                return
            }
            _downstream.on(event)
        }
    }
}
