/// A run of adjacent `map`, `filter` and `compactMap` stages over one element type, fused
/// into one stage that calls their closures one after another.
///
/// Why: an unfused stage costs an indirect call of its per-event closure besides the call
/// of its user closure, so a chain of N stages makes 2N indirect calls per element; fused,
/// it makes one plus N (the `chain.map10` benchmark row). Only stages whose input and output types
/// are the same fuse (`map { $0 + 1 }` on `Int`, any `filter`): the fusing operator runs in
/// code specialized for its own element types and cannot name the input type of a stage
/// that changes the type, so a type-changing stage is a stage of its own, as before.
///
/// Each fused stage holds its own step inline, the stage before it (its `previous`, itself
/// a fused stage) and, from the third step on, a buffer of the stages before that, first
/// to last (`_FusedEarlierStages`): building a chain allocates one object per operator
/// plus that buffer, and subscribing it one event closure in all. Per element, `apply` runs the steps from the
/// first to this one in a flat loop, one indirect call per step.
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
    @usableFromInline let _source: Observable<Element>
    // The stage just before this one, and the stages before that, first to last, borrowed
    // through `Unmanaged` so that the per-element loop reads them with no retain and
    // release. `_owner` keeps them: the buffer `_earlier` when there is one (it keeps the
    // stage just before, which keeps the rest), else the stage just before. That stage has
    // a field of its own so that a run of two steps (`map` then `filter`) allocates no
    // buffer.
    @usableFromInline let _owner: AnyObject?
    @usableFromInline let _previous: Unmanaged<Producer<_FusedState<Element>, Element>>?
    @usableFromInline let _earlier: Unmanaged<_FusedEarlierStages<Element>>?
    // One closure field per kind, the unused ones doing nothing, rather than an enum with
    // payloads: matching a payload copies the closure out (a retain and a release per
    // element), where a field of the borrowed producer is called in place.
    @usableFromInline let _kind: Kind
    @usableFromInline let _transform: (Element) throws -> Element
    @usableFromInline let _predicate: (Element) throws -> Bool
    @usableFromInline let _compactTransform: (Element) throws -> Element?

    @inlinable init(
        after observable: Observable<Element>, kind: Kind,
        transform: @escaping (Element) throws -> Element = { $0 },
        predicate: @escaping (Element) throws -> Bool = { _ in true },
        compactTransform: @escaping (Element) throws -> Element? = { $0 }
    ) {
        if let previous = observable as? Producer<_FusedState<Element>, Element> {
            _source = previous._state._source
            _previous = Unmanaged.passUnretained(previous)
            // The previous stage's earlier stages and its own previous: built once per
            // operator, not per element.
            if let beforePrevious = previous._state._previous {
                let earlier = _FusedEarlierStages.make(
                    previous._state._earlier, then: beforePrevious, keeping: previous)
                _owner = earlier
                _earlier = Unmanaged.passUnretained(earlier)
            } else {
                _owner = previous
                _earlier = nil
            }
        } else {
            _source = observable
            _owner = nil
            _previous = nil
            _earlier = nil
        }
        self._kind = kind
        self._transform = transform
        self._predicate = predicate
        self._compactTransform = compactTransform
    }

    /// Runs the steps of `stage` and of the stages before it, first to last, on `value`;
    /// false if the element is dropped. Throws what a step's closure throws; the later
    /// steps do not run then.
    ///
    /// Inlinable: the per-element path, specialized for `Element`. A flat loop, one
    /// indirect call per step (its user closure).
    @inlinable static func apply(_ stage: Producer<_FusedState, Element>, _ value: inout Element) throws -> Bool {
        if let previous = stage._state._previous {
            if let earlier = stage._state._earlier {
                let passes = try earlier._withUnsafeGuaranteedRef { try $0.apply(&value) }
                if !passes {
                    return false
                }
            }
            guard try previous._withUnsafeGuaranteedRef({ try step($0, &value) }) else {
                return false
            }
        }
        return try step(stage, &value)
    }

    /// Runs the step of `stage` alone on `value`; false if the element is dropped.
    @inlinable static func step(_ stage: Producer<_FusedState, Element>, _ value: inout Element) throws -> Bool {
        switch stage._state._kind {
        case .map:
            value = try stage._state._transform(value)
            return true
        case .filter:
            return try stage._state._predicate(value)
        case .compactMap:
            guard let result = try stage._state._compactTransform(value) else {
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
            producer._state._source._subscribe(
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

/// The stages of a fused run before its last two, first to last, in one buffer.
///
/// Why one buffer: the per-element loop over it makes one indirect call per step, where a
/// chain of stages each calling the one before makes one call per stage besides its step,
/// and a buffer per fused stage, copied from the stage before when the operator is built,
/// costs building, not elements. The stages are borrowed: the buffer keeps the stage
/// after them (`Header.next`), which keeps the rest.
@usableFromInline
final class _FusedEarlierStages<Element>:
    ManagedBuffer<_FusedEarlierStages<Element>.Header, Unmanaged<Producer<_FusedState<Element>, Element>>>
{
    @usableFromInline typealias Stage = Unmanaged<Producer<_FusedState<Element>, Element>>

    /// The count of the stages, and the stage after them (the one before the fused stage
    /// that holds the buffer), which the buffer keeps.
    @usableFromInline struct Header {
        @usableFromInline let _count: Int
        @usableFromInline let _next: Producer<_FusedState<Element>, Element>

        @inlinable init(count: Int, next: Producer<_FusedState<Element>, Element>) {
            self._count = count
            self._next = next
        }
    }

    /// A buffer of the stages of `earlier`, then `last`, that keeps `next`.
    ///
    /// Not inlinable: it runs once per operator, and inlined it would make every fusing
    /// operator's code bigger at its call site.
    @usableFromInline static func make(
        _ earlier: Unmanaged<_FusedEarlierStages>?, then last: Stage,
        keeping next: Producer<_FusedState<Element>, Element>
    ) -> _FusedEarlierStages {
        let earlierCount = earlier?.takeUnretainedValue().header._count ?? 0
        let count = earlierCount + 1
        let buffer = unsafeDowncast(
            create(minimumCapacity: count) { _ in Header(count: count, next: next) }, to: _FusedEarlierStages.self)
        buffer.withUnsafeMutablePointerToElements { stages in
            if let earlier {
                earlier.takeUnretainedValue().withUnsafeMutablePointerToElements { earlierStages in
                    stages.initialize(from: earlierStages, count: earlierCount)
                }
            }
            (stages + (count - 1)).initialize(to: last)
        }
        return buffer
    }

    /// Runs the steps of the stages, first to last, on `value`; false as soon as one drops
    /// the element. Throws what a step's closure throws; the later steps do not run then.
    ///
    /// The count is read through a pointer: reading `header` would check exclusive access
    /// at run time, on every element.
    @inlinable func apply(_ value: inout Element) throws -> Bool {
        try withUnsafeMutablePointers { header, stages in
            for index in 0..<header.pointee._count {
                let passes = try stages[index]._withUnsafeGuaranteedRef { try _FusedState.step($0, &value) }
                if !passes {
                    return false
                }
            }
            return true
        }
    }
}

extension Producer: _FusingStage where State == _FusedState<Element> {
    /// The stage just before, whose step this one runs.
    var _fusedPredecessor: AnyObject? {
        _state._previous?.takeUnretainedValue()
    }
}
