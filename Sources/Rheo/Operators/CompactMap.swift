extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-nil results.
    ///
    /// - Parameters:
    ///   - transform: Returns nil to drop an element. If it throws, the sequence
    ///     fails with that error and the source is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence of non-nil results.
    @inlinable public func compactMap<Result>(
        _ transform: @escaping (Element) throws -> Result?, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Result> {
        _assemble("compactMap", file, line) {
            let source = asObservable()
            // Over one type, a fused stage (`FusedStages.swift`). The casts change nothing:
            // `Result` is `Element` there.
            if Result.self == Element.self {
                let fused = _FusedState.make(
                    _FusedState(
                        after: source, kind: .compactMap,
                        compactTransform: unsafeBitCast(transform, to: ((Element) throws -> Element?).self)))
                return unsafeDowncast(fused, to: Observable<Result>.self)
            }
            return _CompactMapState.make(source: source, transform: transform)
        }
    }
}

/// What a `compactMap` stage that changes the element type holds: its source and its
/// transform (a nominal type, as `_MapState`).
@usableFromInline
struct _CompactMapState<Source, Result> {
    @usableFromInline let _source: Observable<Source>
    @usableFromInline let _transform: (Source) throws -> Result?

    @inlinable init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self._source = source
        self._transform = transform
    }

    /// The compactMap stage of `transform` over `source`.
    @inlinable static func make(
        source: Observable<Source>, transform: @escaping (Source) throws -> Result?
    ) -> Observable<Result> {
        Producer(_CompactMapState(source: source, transform: transform)) { producer, observer, lifetime in
            // Stateless, as `map`: the downstream lifetime is passed through, and the closure
            // reads `transform` through `producer` so that no reabstraction thunk is allocated.
            producer._state._source._subscribe(
                EventSink { event in
                    switch event {
                    case .next(let element):
                        let result: Result?
                        do {
                            result = try producer._state._transform(element)
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                        if let result {
                            observer.on(.next(result))
                        }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                }, lifetime)
        }
    }
}
