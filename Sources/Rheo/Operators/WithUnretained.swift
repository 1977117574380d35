extension ObservableType {
    /// Combines each element with `obj`, held weakly, using `resultSelector`; completes
    /// when an element arrives after `obj` is gone.
    ///
    /// The operator does not keep `obj` alive. At each element it tries to retain it for
    /// the duration of `resultSelector`; if it has been deallocated, the sequence completes
    /// and the source is disposed, as in RxSwift.
    ///
    /// - Parameters:
    ///   - obj: The object to pass along, weakly referenced.
    ///   - resultSelector: Combines the object and an element.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence of combined values.
    @inlinable public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Out> {
        _assemble("withUnretained", file, line) {
            Producer((source: asObservable(), object: UnretainedReference(obj), resultSelector: resultSelector)) {
                producer, observer, lifetime in
                // Stateless: the downstream lifetime is passed through; the completion sent
                // here makes the stage below dispose it, which ends the source.
                producer._state.source._subscribe(
                    EventSink { event in
                        switch event {
                        case .next(let element):
                            guard let object = producer._state.object._object else {
                                observer.on(.completed)
                                return
                            }
                            observer.on(.next(producer._state.resultSelector(object, element)))
                        case .error(let error):
                            observer.on(.error(error))
                        case .completed:
                            observer.on(.completed)
                        }
                    }, lifetime)
            }
        }
    }

    /// Pairs each element with `obj`, held weakly; completes when an element arrives after
    /// `obj` is gone.
    ///
    /// The operator does not keep `obj` alive; see `withUnretained(_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - obj: The object to pass along, weakly referenced.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence of `(object, element)` pairs.
    @inlinable public func withUnretained<Object: AnyObject>(
        _ obj: Object, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<(Object, Element)> {
        _assemble("withUnretained", file, line) {
            withUnretained(obj, resultSelector: { ($0, $1) }, file: file, line: line)
        }
    }
}

/// A weak reference to the object of `withUnretained`, shared by its subscriptions.
///
/// A class, not a struct: the operator's state is read on every element, and copying a
/// struct with a weak field copies the weak reference (side-table reference counting)
/// each time, where reading this box's field only loads it.
@usableFromInline
final class UnretainedReference<Object: AnyObject> {
    @usableFromInline weak var _object: Object?

    @inlinable init(_ object: Object) {
        self._object = object
    }
}
