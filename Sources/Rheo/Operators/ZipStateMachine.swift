/// The state of one `zip` subscription: how many elements each source has queued, and
/// which sources have completed.
///
/// Rules (the tests cite them):
/// 1. A result is formed as soon as every source has an element queued; it takes the
///    oldest element of each.
/// 2. An element from a source that has completed is dropped.
/// 3. The result completes as soon as a source has completed and its queue is empty: no
///    result can be formed any more. So it completes when a source completes with nothing
///    queued, or when the result that takes the last queued element of a completed
///    source has been sent.
@usableFromInline
struct ZipStateMachine: CombiningStateMachine {
    @usableFromInline struct Source {
        @usableFromInline var queued = 0
        @usableFromInline var isDone = false

        @inlinable init() {}
    }

    @usableFromInline var _sources: [Source]
    // How many sources have at least one element queued.
    @usableFromInline var _nonEmpty = 0

    @inlinable init(arity: Int) {
        _sources = Array(repeating: Source(), count: arity)
    }

    @inlinable mutating func next(_ index: Int) -> CombiningAction {
        if _sources[index].isDone {
            return .drop
        }
        _sources[index].queued += 1
        if _sources[index].queued > 1 {
            // Not every queue was non-empty before (else a result would have been formed),
            // and this one was not empty: still not every queue is.
            return .store
        }
        _nonEmpty += 1
        return _nonEmpty == _sources.count ? .storeAndEmit : .store
    }

    @inlinable mutating func emitted() -> Bool {
        var complete = false
        for index in _sources.indices {
            _sources[index].queued -= 1
            if _sources[index].queued == 0 {
                _nonEmpty -= 1
                if _sources[index].isDone {
                    complete = true
                }
            }
        }
        return complete
    }

    @inlinable mutating func completed(_ index: Int) -> Bool {
        if _sources[index].isDone {
            return false
        }
        _sources[index].isDone = true
        return _sources[index].queued == 0
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
