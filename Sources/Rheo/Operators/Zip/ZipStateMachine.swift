/// The state of one `zip` subscription of two to eight sources: how many elements each
/// source has queued, and which sources have completed.
///
/// Rules (the tests cite them), those of RxSwift 6's `ZipSink` (RxSwift/Observables/Zip.swift):
/// 1. A result is formed as soon as every source has an element queued; it takes the
///    oldest element of each.
/// 2. An element from a source that has completed is dropped.
/// 3. The result completes when every source has completed, and only then: a source that
///    completes with nothing queued does not end it, the other sources' elements queue
///    until they complete too (the source itself is disposed when it completes).
@usableFromInline
struct ZipStateMachine: CombiningStateMachine {
    @usableFromInline struct Source {
        @usableFromInline var _queued = 0
        @usableFromInline var _isDone = false

        @inlinable init() {}
    }

    @usableFromInline var _sources: [Source]
    // How many sources have at least one element queued.
    @usableFromInline var _nonEmpty = 0
    // How many sources have completed.
    @usableFromInline var _done = 0

    @inlinable init(arity: Int) {
        _sources = Array(repeating: Source(), count: arity)
    }

    @inlinable mutating func next(_ index: Int) -> CombiningAction {
        if _sources[index]._isDone {
            return .drop  // rule 2
        }
        _sources[index]._queued += 1
        if _sources[index]._queued > 1 {
            // Not every queue was non-empty before (else a result would have been formed),
            // and this one was not empty: still not every queue is.
            return .store
        }
        _nonEmpty += 1
        return _nonEmpty == _sources.count ? .storeAndEmit : .store  // rule 1
    }

    @inlinable mutating func emitted() -> Bool {
        for index in _sources.indices {
            _sources[index]._queued -= 1
            if _sources[index]._queued == 0 {
                _nonEmpty -= 1
            }
        }
        return false
    }

    @inlinable mutating func completed(_ index: Int) -> Bool {
        if !_sources[index]._isDone {
            _sources[index]._isDone = true
            _done += 1
        }
        return _done == _sources.count  // rule 3
    }
}

/// The state of one `zip` subscription of a collection of sources: `ZipStateMachine`'s,
/// with one more way to complete.
///
/// Rules, those of RxSwift 6's `ZipCollectionTypeSink` (RxSwift/Observables/Zip+Collection.swift):
/// 1 and 2 as `ZipStateMachine`'s.
/// 3. The result completes when every source has completed, or when an element arrives
///    that forms no result while every other source has completed: then a source with
///    nothing queued can never send again.
@usableFromInline
struct ZipCollectionStateMachine: CombiningStateMachine {
    @usableFromInline var _zip: ZipStateMachine

    @inlinable init(arity: Int) {
        _zip = ZipStateMachine(arity: arity)
    }

    @inlinable mutating func next(_ index: Int) -> CombiningAction {
        let action = _zip.next(index)
        if action == .store, _zip._done == _zip._sources.count - 1 {
            return .storeAndComplete
        }
        return action
    }

    @inlinable mutating func emitted() -> Bool {
        _zip.emitted()
    }

    @inlinable mutating func completed(_ index: Int) -> Bool {
        _zip.completed(index)
    }
}

/// The elements one `zip` source sent that no result has taken yet, oldest first.
///
/// A growable ring would do too; this array with a moving head is simpler and, in the
/// common case of a queue that holds at most one element at a time, never reallocates
/// after the first element: an emptied queue restarts at the front of its buffer.
@usableFromInline
struct ZipQueue<Element> {
    // Taken slots are cleared at once, so the queue does not keep taken elements alive.
    @usableFromInline var _slots: ContiguousArray<Element?> = []
    @usableFromInline var _head = 0

    @inlinable init() {}

    @inlinable mutating func append(_ element: Element) {
        _slots.append(element)
    }

    /// Takes the oldest element; the queue must not be empty.
    @inlinable mutating func removeFirst() -> Element {
        let element = _slots[_head]
        _slots[_head] = nil
        _head += 1
        if _head == _slots.count {
            _slots.removeAll(keepingCapacity: true)
            _head = 0
        } else if _head >= 32, _head * 2 >= _slots.count {
            // Amortized O(1): moves the live half only after as many removals.
            _slots.removeSubrange(0..<_head)
            _head = 0
        }
        return element!
    }
}
