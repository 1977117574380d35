/// A run of adjacent `map`, `filter` and `compactMap` stages over one element type, fused
/// into one stage that calls their closures one after another.
///
/// Why: an unfused stage costs an indirect call of its per-event closure besides the call
/// of its user closure, so a chain of N stages makes 2N indirect calls per element; fused,
/// it makes one plus N (issue 21: `chain.map10`). Only stages whose input and output types
/// are the same fuse (`map { $0 + 1 }` on `Int`, any `filter`): the fusing operator runs in
/// code specialized for its own element types and cannot name the input type of a stage
/// that changes the type, so a type-changing stage is a stage of its own, as before.
///
/// Each fused stage holds its own step inline and the stage before it (its `previous`,
/// itself a fused stage): building a chain allocates one object per operator, as before,
/// and subscribing it one event closure in all. Per element, `apply` runs the steps from
/// the first to this one through direct calls.
///
/// The fusion is invisible to users: the operators return `Observable<Element>` as before,
/// and the fused stage sends the same events: the closures run in the order of the chain,
/// a throwing closure fails the sequence at that element (the later closures do not run
/// for it), terminal events pass through, and the source is subscribed once, as the
/// unfused stateless stages (which pass their downstream lifetime through) subscribe it.
/// The stage before is left as it was, so it can still be subscribed on its own.
@usableFromInline
struct _FusedState<Element> {
    @usableFromInline enum Kind {
        case map, filter, compactMap
    }

    /// The source of the first step.
    @usableFromInline let source: Observable<Element>
    // The stage whose steps run before this one's; `_previous` borrows it from
    // `_previousOwner`, so that the per-element path reads it with no retain and release.
    @usableFromInline let _previousOwner: Producer<_FusedState<Element>, Element>?
    @usableFromInline let _previous: Unmanaged<Producer<_FusedState<Element>, Element>>?
    // One closure field per kind, the unused ones doing nothing, rather than an enum with
    // payloads: matching a payload copies the closure out (a retain and a release per
    // element), where a field of the borrowed producer is called in place.
    @usableFromInline let kind: Kind
    @usableFromInline let transform: (Element) throws -> Element
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let compactTransform: (Element) throws -> Element?

    @inlinable init(
        after observable: Observable<Element>, kind: Kind,
        transform: @escaping (Element) throws -> Element = { $0 },
        predicate: @escaping (Element) throws -> Bool = { _ in true },
        compactTransform: @escaping (Element) throws -> Element? = { $0 }
    ) {
        if let previous = observable as? Producer<_FusedState<Element>, Element> {
            source = previous.state.source
            _previousOwner = previous
            _previous = Unmanaged.passUnretained(previous)
        } else {
            source = observable
            _previousOwner = nil
            _previous = nil
        }
        self.kind = kind
        self.transform = transform
        self.predicate = predicate
        self.compactTransform = compactTransform
    }

    /// Runs the steps of `stage` and of the stages before it, first to last, on `value`;
    /// false if the element is dropped. Throws what a step's closure throws; the later
    /// steps do not run then.
    ///
    /// Inlinable: the per-element path, specialized for `Element` (one direct call per
    /// earlier stage). Static, on the producer rather than on a copy of the state, so that
    /// each level reads the fields it needs after the levels before it have run, instead of
    /// loading and keeping them all across the recursive call.
    @inlinable static func apply(_ stage: Producer<_FusedState, Element>, _ value: inout Element) throws -> Bool {
        if let previous = stage.state._previous {
            let passes = try previous._withUnsafeGuaranteedRef { try apply($0, &value) }
            if !passes {
                return false
            }
        }
        switch stage.state.kind {
        case .map:
            value = try stage.state.transform(value)
            return true
        case .filter:
            return try stage.state.predicate(value)
        case .compactMap:
            guard let result = try stage.state.compactTransform(value) else {
                return false
            }
            value = result
            return true
        }
    }

    /// The stage of `state`.
    @inlinable static func make(_ state: _FusedState) -> Observable<Element> {
        Producer(state) { producer, observer, lifetime in
            // Stateless: the downstream lifetime is passed through, and no object is allocated.
            producer.state.source._subscribe(
                EventSink { event in
                    switch event {
                    case .next(let element):
                        var value = element
                        let passes: Bool
                        do {
                            passes = try apply(producer, &value)
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                        if passes {
                            observer.on(.next(value))
                        }
                    case .error, .completed:
                        observer.forward(&event)
                    }
                }, lifetime)
        }
    }
}
