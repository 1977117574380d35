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
    @usableFromInline var _queues: ZipQueueCounts

    @inlinable init(arity: Int) {
        _queues = ZipQueueCounts(arity: arity)
    }

    @inlinable mutating func next(_ index: Int) -> CombiningAction {
        guard let everyQueueHasOne = _queues.append(index) else {
            return .drop
        }
        return everyQueueHasOne ? .storeAndEmit : .store
    }

    @inlinable mutating func emitted() -> Bool {
        _queues.removeFirstOfEach()
        return false
    }

    @inlinable mutating func completed(_ index: Int) -> Bool {
        _queues.complete(index)
        return _queues.done == _queues.sources.count
    }
}

/// The state of one `zip` subscription of a collection of sources.
///
/// Rules, those of RxSwift 6's `ZipCollectionTypeSink` (RxSwift/Observables/Zip+Collection.swift):
/// 1 and 2 as `ZipStateMachine`'s.
/// 3. The result completes when every source has completed, or when an element arrives
///    that forms no result while every other source has completed: then a source with
///    nothing queued can never send again.
@usableFromInline
struct ZipCollectionStateMachine: CombiningStateMachine {
    @usableFromInline var _queues: ZipQueueCounts

    @inlinable init(arity: Int) {
        _queues = ZipQueueCounts(arity: arity)
    }

    @inlinable mutating func next(_ index: Int) -> CombiningAction {
        guard let everyQueueHasOne = _queues.append(index) else {
            return .drop
        }
        if everyQueueHasOne {
            return .storeAndEmit
        }
        return _queues.done == _queues.sources.count - 1 ? .storeAndComplete : .store
    }

    @inlinable mutating func emitted() -> Bool {
        _queues.removeFirstOfEach()
        return false
    }

    @inlinable mutating func completed(_ index: Int) -> Bool {
        _queues.complete(index)
        return _queues.done == _queues.sources.count
    }
}

/// What both `zip` state machines count: elements queued per source, sources completed.
@usableFromInline
struct ZipQueueCounts {
    @usableFromInline struct Source {
        @usableFromInline var queued = 0
        @usableFromInline var isDone = false

        @inlinable init() {}
    }

    @usableFromInline var sources: [Source]
    // How many sources have at least one element queued.
    @usableFromInline var nonEmpty = 0
    // How many sources have completed.
    @usableFromInline var done = 0

    @inlinable init(arity: Int) {
        sources = Array(repeating: Source(), count: arity)
    }

    /// Counts an element of source `index`: nil if the source has completed (the element
    /// is dropped), else whether every source now has an element queued.
    @inlinable mutating func append(_ index: Int) -> Bool? {
        if sources[index].isDone {
            return nil
        }
        sources[index].queued += 1
        if sources[index].queued > 1 {
            // Not every queue was non-empty before (else a result would have been formed),
            // and this one was not empty: still not every queue is.
            return false
        }
        nonEmpty += 1
        return nonEmpty == sources.count
    }

    /// Counts a result formed: one element taken from each queue.
    @inlinable mutating func removeFirstOfEach() {
        for index in sources.indices {
            sources[index].queued -= 1
            if sources[index].queued == 0 {
                nonEmpty -= 1
            }
        }
    }

    /// Counts the completion of source `index` (a repeated one is ignored).
    @inlinable mutating func complete(_ index: Int) {
        if !sources[index].isDone {
            sources[index].isDone = true
            done += 1
        }
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
