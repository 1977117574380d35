extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// - Parameters:
    ///   - transform: If it throws, the sequence fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public func map<Result>(
        _ transform: @escaping (Element) throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Result> {
        _assemble("map", file, line) {
            let source = asObservable()
            // Over one type, a fused stage (`FusedStages.swift`). The casts change nothing:
            // `Result` is `Element` there.
            if Result.self == Element.self {
                let fused = _FusedState.make(
                    _FusedState(
                        after: source, kind: .map,
                        transform: unsafeBitCast(transform, to: ((Element) throws -> Element).self)))
                return unsafeDowncast(fused, to: Observable<Result>.self)
            }
            return _MapState.make(source: source, transform: transform)
        }
    }
}

/// What a `map` stage that changes the element type holds: its source and its transform.
///
/// A nominal type rather than a tuple: the closure is stored as the user's closure was
/// passed, so calling it needs no reabstraction thunk.
@usableFromInline
struct _MapState<Source, Result> {
    @usableFromInline let _source: Observable<Source>
    @usableFromInline let _transform: (Source) throws -> Result

    @inlinable init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self._source = source
        self._transform = transform
    }

    /// The map stage of `transform` over `source`.
    @inlinable static func make(
        source: Observable<Source>, transform: @escaping (Source) throws -> Result
    ) -> Observable<Result> {
        Producer(_MapState(source: source, transform: transform)) { producer, observer, lifetime in
            // Stateless: the downstream lifetime is passed through, and no object is allocated.
            // The closure reads `transform` through `producer`: copying it out of the generic
            // state into the capture list would allocate a reabstraction thunk.
            producer._state._source._subscribe(
                EventSink { event in
                    switch event {
                    case .next(let element):
                        let result: Result
                        do {
                            result = try producer._state._transform(element)
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                        observer.on(.next(result))
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                }, lifetime)
        }
    }
}
